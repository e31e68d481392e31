/**
 * The label a synthesized file carries in itself (《人工智能生成合成内容标识办法》, GB 45438-2025:
 * the implicit label in the file's metadata): a RIFF LIST/INFO chunk whose comment (ICMT) says
 * 本音频由人工智能生成 with the provider, the content id (server/compliance/contentId.ts) and the
 * product's algorithm filing, as the page's 公示 shows them; ISFT names the service; an AIGC
 * entry holds the same as the standard's JSON fields, for a reader that looks for them.
 */
import { AI_AUDIO_LABEL_TEXT } from '../../shared/aiLabel';
import { COMPANY_NAME } from '../../shared/site';

export interface AudioLabel {
  contentId: string;
  /** The product's 深度合成算法备案号, when it has one. */
  filing: string | undefined;
  /** The service that made it: 智媒开放平台 语音合成（演示）. */
  software: string;
}

/** One INFO entry: its id, its size, the UTF-8 text ending in NUL, padded to an even length. */
function entry(id: string, text: string): Buffer {
  const value = Buffer.from(`${text}\0`, 'utf8');
  const header = Buffer.alloc(8);
  header.write(id, 0, 'ascii');
  header.writeUInt32LE(value.length, 4);
  return Buffer.concat([header, value, Buffer.alloc(value.length % 2)]);
}

export function labelLine({ contentId, filing }: AudioLabel): string {
  return [AI_AUDIO_LABEL_TEXT, `服务提供者 ${COMPANY_NAME}`, `内容编号 ${contentId}`, ...(filing ? [`深度合成算法备案号 ${filing}`] : [])].join(' · ');
}

/** `wav` (a RIFF file readWav accepted) with the label's LIST/INFO chunk after its other chunks. */
export function labelWav(wav: Buffer, label: AudioLabel): Buffer {
  const riffEnd = Math.min(wav.readUInt32LE(4) + 8, wav.length);
  const body = wav.subarray(0, riffEnd);
  const aigc = JSON.stringify({ AIGC: { Label: '1', ContentProducer: COMPANY_NAME, ProduceID: label.contentId } });
  const info = Buffer.concat([Buffer.from('INFO', 'ascii'), entry('ICMT', labelLine(label)), entry('ISFT', label.software), entry('AIGC', aigc)]);
  const listHeader = Buffer.alloc(8);
  listHeader.write('LIST', 0, 'ascii');
  listHeader.writeUInt32LE(info.length, 4);
  const labelled = Buffer.concat([body, Buffer.alloc(body.length % 2), listHeader, info]);
  labelled.writeUInt32LE(labelled.length - 8, 4);
  return labelled;
}
