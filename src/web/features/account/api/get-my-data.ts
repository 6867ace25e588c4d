/**
 * GET /api/getMyData (GDPR access and portability): everything the store holds about the shopper, checked
 * against its contract and saved as a JSON file.
 */
import { apiGet } from '../../../lib/api-client.js';
import { saveFile } from '../lib/save-file.js';

export const MY_DATA_FILE_NAME = 'pixelkeys-my-data.json';

export async function downloadMyData(): Promise<void> {
  const schema = import('../../../../shared/contracts/get-my-data.js').then((module) => module.MyDataSchema);
  const data = await apiGet('getMyData', {}, schema);
  saveFile(MY_DATA_FILE_NAME, JSON.stringify(data, null, 2), 'application/json');
}
