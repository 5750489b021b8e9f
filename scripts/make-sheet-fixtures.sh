#!/bin/sh
# Regenerates the spreadsheet fixtures in tests/fixtures/sheets/ with LibreOffice, from the UTF-8 CSV sources in
# tests/fixtures/sheets/source/ (formulas, dates, Tamil text, quoted line breaks). CI has no LibreOffice, so the
# generated files are committed; run this after changing a source (needs `apt-get install -y libreoffice-calc-nogui`).
set -eu
cd "$(dirname "$0")/../tests/fixtures/sheets"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# CSV import: comma, double quote, UTF-8 (76), from line 1, language en-US (1033), quoted fields as text off,
# special numbers (dates) detected; formulas in cells are evaluated, so the files carry their cached values.
import='CSV:44,34,76,1,,1033,false,true'
lo() { soffice -env:UserInstallation="file://$work/profile" --headless --infilter="$import" "$@" >/dev/null; }
lo --convert-to xlsx --outdir "$work" source/products.csv source/customers.csv
lo --convert-to ods --outdir "$work" source/products.csv source/customers.csv
# As LibreOffice writes a CSV for Excel on Windows: semicolons (59), double quotes (34), Windows-1252 (1, LibreOffice's number for MS-1252).
lo --convert-to 'csv:Text - txt - csv (StarCalc):59,34,1' --outdir "$work" source/products-latin.csv
cp "$work/products.xlsx" libreoffice-products.xlsx
cp "$work/products.ods" libreoffice-products.ods
cp "$work/customers.xlsx" libreoffice-customers.xlsx
cp "$work/customers.ods" libreoffice-customers.ods
cp "$work/products-latin.csv" libreoffice-products-1252-semicolon.csv
ls -l libreoffice-*
