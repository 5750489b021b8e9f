import type { RegisteredCall } from '../call';
import { auditLogList } from './audit-log';
import { stateReview } from './state-review';
import { employeeLoginPrivilege, login, logout } from './auth';
import { dashboard } from './dashboard';
import { billDateDetail, billDateUpdate } from './bill-date';
import { cancelOrderList } from './cancelled-orders';
import { customerAdd } from './customer-add';
import { customerDetail, customerDetailUpdate, customerList, customerListDelete, customerOrder, customerOrderDetails } from './customer-records';
import { estimateDelete, estimateDetails, estimateList, estimateListIndex } from './estimate-records';
import { posProductList, retailPosProductList } from './pos-catalogue';
import { posEstimate, posOrder, retailPosOrder } from './pos-orders';
import { orderDetailDelete, posEstimateEdit, posOrderEdit, retailOrderDetailDelete, retailPosOrderEdit } from './pos-order-edits';
import { orderDelete, orderDetails, orderList, orderListIndex } from './order-records';
import { printDetail, printEstimateDetail, retailPrintDetail } from './print-details';
import { drawerOpen, receiptPrint } from './receipt-printer';
import { billPdfCall, statementPdfCall } from './share-pdf';
import { brandAdd, brandDetail, brandDetailUpdate, brandList, brandListDelete } from './brand';
import { retailUpdateProductList, retailUpdateProductPrice, updateProductList, updateProductPrice } from './bulk-price';
import { importCustomers, importProducts, importRetailProducts } from './import';
import { downloadPriceList } from './price-list';
import { productLabels } from './labels';
import { productAdd, productDetail, productDetailUpdate, productList, productListDelete } from './product';
import { categoryList } from './product-lookups';
import { supplierAdd, supplierDetail, supplierDetailUpdate, supplierList, supplierListDelete } from './supplier';
import { posOrderPurchase, posPurchaseEdit, posPurchaseList, posPurchaseListDetails, purchaseDetailDelete, purchaseListDelete } from './purchase';
import { retailProductAdd, retailProductDetail, retailProductDetailUpdate, retailProductList, retailProductListDelete } from './retail-product';
import { unitAdd, unitDetail, unitDetailUpdate, unitList, unitListDelete } from './unit';
import { retailOrderDelete, retailOrderDetails, retailOrderList, retailOrderListIndex } from './retail-order-records';
import {
  employeDetail,
  employeDetailUpdate,
  employeList,
  employeListDelete,
  employeListUpdate,
  employePrevillageList,
  employePrevillageUpdate,
  register,
} from './employees';
import { settingDetail, settingUpdate } from './settings';
import { bannerAdd, bannerAddOnProductApi, bannerDetail, bannerDetailUpdate, bannerImage, bannerList, bannerListDelete, bannerListUpdate } from './banners';
import { contentDetail, contentList, contentUpdate } from './content';
import {
  paymentDetailsAdd,
  paymentDetailsDelete,
  paymentDetailsList,
  posPaidReportPayment,
  posPaidReportPaymentSupplier,
  posReportPayment,
  posReportSupplierPayment,
  posUpdatePayment,
  posUpdateSupplierPayment,
  posApplyCredit,
} from './payments';
import { paidReportPrintDetail, paidReportPrintDetailSupplier } from './receipts';
import { dayEndCloseCall, dayEndReopenCall, dayEndReportCall } from './day-end';
import { gstFiledMonthsCall, gstr1FiledCall, gstr1UnfiledCall, gstr3bCall } from './gstr3b';
import { creditNoteDetails, creditNoteList, salesReturn, salesReturnDetailCall } from './credit-notes';
import { unitSerialCall } from './unit-serial';
import { debitNoteDetails, debitNoteList, purchaseReturn, purchaseReturnDetailCall } from './debit-notes';
import { complianceDetail, einvoiceBatchJson, einvoiceJson, ewaybillJson } from './compliance';
import { ewaybillAttach, irnAttach } from './irn';
import { partyLedger } from './ledger';
import { ageingReport } from './ageing';
import { customerCredit } from './customer-credit';
import { itcRegisterCall, posReportGst, posReportGstPurchase, posReportGstr1, posReportStock } from './reports';

/** Every call this server answers; the access table (../access.ts) guards each before it runs. */
export const CALLS: readonly RegisteredCall[] = [
  login,
  logout,
  employeeLoginPrivilege,
  dashboard,
  customerList,
  customerListDelete,
  customerDetail,
  customerDetailUpdate,
  customerOrder,
  customerOrderDetails,
  orderList,
  orderListIndex,
  orderDetails,
  orderDelete,
  estimateList,
  estimateListIndex,
  estimateDetails,
  estimateDelete,
  retailOrderList,
  retailOrderListIndex,
  retailOrderDetails,
  retailOrderDelete,
  cancelOrderList,
  billDateDetail,
  billDateUpdate,
  customerAdd,
  posProductList,
  retailPosProductList,
  posOrder,
  posEstimate,
  retailPosOrder,
  posOrderEdit,
  posEstimateEdit,
  retailPosOrderEdit,
  orderDetailDelete,
  retailOrderDetailDelete,
  employeList,
  employeListUpdate,
  employeListDelete,
  employeDetail,
  employeDetailUpdate,
  register,
  employePrevillageList,
  employePrevillageUpdate,
  settingDetail,
  settingUpdate,
  bannerList,
  bannerListDelete,
  bannerListUpdate,
  bannerAdd,
  bannerAddOnProductApi,
  bannerDetail,
  bannerDetailUpdate,
  bannerImage,
  contentList,
  contentDetail,
  contentUpdate,
  printDetail,
  printEstimateDetail,
  retailPrintDetail,
  receiptPrint,
  drawerOpen,
  billPdfCall,
  statementPdfCall,
  auditLogList,
  stateReview,
  complianceDetail,
  ewaybillJson,
  einvoiceJson,
  einvoiceBatchJson,
  irnAttach,
  ewaybillAttach,
  // Catalogue and bulk (back-office §7)
  brandList,
  brandAdd,
  brandDetail,
  brandDetailUpdate,
  brandListDelete,
  unitList,
  unitAdd,
  unitDetail,
  unitDetailUpdate,
  unitListDelete,
  productList,
  productAdd,
  productDetail,
  productDetailUpdate,
  productListDelete,
  categoryList,
  supplierList,
  retailProductList,
  retailProductAdd,
  retailProductDetail,
  retailProductDetailUpdate,
  retailProductListDelete,
  downloadPriceList,
  productLabels,
  updateProductList,
  updateProductPrice,
  retailUpdateProductList,
  retailUpdateProductPrice,
  importProducts,
  importRetailProducts,
  importCustomers,
  // Suppliers and purchases (back-office §7)
  supplierAdd,
  supplierDetail,
  supplierDetailUpdate,
  supplierListDelete,
  posPurchaseList,
  purchaseListDelete,
  posOrderPurchase,
  posPurchaseListDetails,
  posPurchaseEdit,
  purchaseDetailDelete,
  paymentDetailsList,
  paymentDetailsAdd,
  paymentDetailsDelete,
  posReportPayment,
  posUpdatePayment,
  posReportSupplierPayment,
  posUpdateSupplierPayment,
  posApplyCredit,
  posPaidReportPayment,
  posPaidReportPaymentSupplier,
  paidReportPrintDetail,
  paidReportPrintDetailSupplier,
  posReportStock,
  posReportGst,
  posReportGstPurchase,
  posReportGstr1,
  itcRegisterCall,
  dayEndReportCall,
  dayEndCloseCall,
  dayEndReopenCall,
  gstr3bCall,
  gstFiledMonthsCall,
  gstr1FiledCall,
  gstr1UnfiledCall,
  salesReturn,
  salesReturnDetailCall,
  creditNoteList,
  creditNoteDetails,
  unitSerialCall,
  purchaseReturn,
  purchaseReturnDetailCall,
  debitNoteList,
  debitNoteDetails,
  partyLedger,
  ageingReport,
  customerCredit,
];
