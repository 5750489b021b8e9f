// unit_serial.php (issue 33 item 4): one unit's story by its unit serial, for the /serial/{serial} screen.
import type { UnitSerialStory } from '../../core/api/unit-serial';
import { callApi, type ApiResult } from './client';

export function fetchUnitSerialStory(unitSerial: string): Promise<ApiResult<UnitSerialStory>> {
  return callApi<UnitSerialStory>('unit_serial.php', { unit_serial: unitSerial });
}
