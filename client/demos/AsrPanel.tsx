/**
 * 语音识别's try-it panel (/product/ASR.html): record from the microphone, upload a file, or
 * send one of the three sample recordings; then the transcript with its timestamps and 复制.
 * Rendered by the server as a plain multipart form posting to the page (`file` or `sample`,
 * DemoPostedForm); this chunk, once it comes (../ui/markupPart.tsx), checks a file early and
 * sends the audio itself as the body.
 */
import { useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { ASR_LIMITS, ASR_SAMPLES, DEMO_API, DEMO_MESSAGES, DEMO_PAGES, type AsrResult } from '../../shared/demos';
import { Button } from '../ui/Button';
import { copyText } from '../ui/copyText';
import { fieldBox } from '../ui/formControls';
import { Icon } from '../ui/Icon';
import { clock } from './asr/clock';
import { refusalOf } from './asr/checkFile';
import { useRecorder } from './asr/useRecorder';
import { callDemo } from './demoApi';
import { ButtonRow, DemoFrame, DemoNotice, EmptyResult, Hint, PaneTitle, Tag, UseInMyUnit } from './DemoFrame';
import { usePosted } from './usePosted';

const ACCEPT = ASR_LIMITS.formats.map((f) => `.${f}`).join(',');
/** What a file whose type the browser cannot tell is sent as. */
const OCTETS = 'application/octet-stream';
const sampleUrl = (id: string) => `${DEMO_API.asrSamples}/${id}.wav`;

export default function AsrPanel() {
  const posted = usePosted('asr');
  const [result, setResult] = useState<AsrResult | undefined>(posted?.result);
  const [error, setError] = useState(posted?.error);
  const [sending, setSending] = useState(false);
  // After 复制: copied, or (no clipboard) the transcript left selected for the visitor to copy.
  const [copied, setCopied] = useState<boolean | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  const transcript = useRef<HTMLOListElement>(null);
  const id = useId();

  async function recognize(url: string, audio: Blob | string, type: string) {
    setSending(true);
    setError(undefined);
    setCopied(undefined);
    const answer = await callDemo<AsrResult>(url, audio, type);
    setSending(false);
    setError(answer.error);
    setResult(answer.data);
  }
  const send = (audio: Blob) => recognize(DEMO_API.asr, audio, audio.type || OCTETS);
  const recorder = useRecorder((wav) => void send(wav), setError);

  async function upload(event: FormEvent) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return setError(DEMO_MESSAGES.audioMissing);
    const refusal = await refusalOf(file);
    setError(refusal);
    if (!refusal) await send(file);
  }

  // A sample is named, not sent: the server holds its recording.
  function trySample(event: MouseEvent, sample: string) {
    event.preventDefault();
    void recognize(`${DEMO_API.asr}?sample=${encodeURIComponent(sample)}`, '', OCTETS);
  }

  async function copy() {
    if (!result || !transcript.current) return;
    setCopied(await copyText(result.segments.map((s) => s.text).join(''), transcript.current));
  }

  const input = (
    <form method="post" action={DEMO_PAGES.asr.path} encType="multipart/form-data" onSubmit={upload} noValidate>
      <Stack>
        {recorder.supported !== null && (
          <div>
            <PaneTitle>录音识别</PaneTitle>
            {recorder.supported ? (
              <ButtonRow>
                {recorder.recording ? (
                  <Button type="button" onClick={recorder.stop}>
                    <Icon name="square" size={18} />
                    停止录音（{clock(recorder.seconds * 1000)}）
                  </Button>
                ) : (
                  <Button type="button" onClick={() => void recorder.start()} disabled={sending}>
                    <Icon name="mic" size={18} />
                    开始录音
                  </Button>
                )}
                <Hint>最长 {ASR_LIMITS.maxSeconds} 秒，停止后自动识别</Hint>
              </ButtonRow>
            ) : (
              <Hint role="note">当前浏览器不支持录音，请上传音频文件或使用下方的示例录音。</Hint>
            )}
          </div>
        )}
        <div>
          <PaneTitle as="label" htmlFor={`${id}-file`}>
            上传音频
          </PaneTitle>
          <FileInput
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            name="file"
            accept={ACCEPT}
            aria-describedby={`${id}-formats`}
            onChange={(e) => {
              const file = e.target.files?.[0];
              setError(undefined);
              if (file) void refusalOf(file).then(setError);
            }}
          />
          <Hint id={`${id}-formats`}>
            支持 WAV、MP3、M4A 格式，时长不超过 {ASR_LIMITS.maxSeconds} 秒，大小不超过 {ASR_LIMITS.maxBytes / 1024 / 1024} MB
          </Hint>
          <Submit type="submit" disabled={sending} aria-busy={sending}>
            <Icon name="audio-lines" size={18} />
            {sending ? '识别中…' : '上传并识别'}
          </Submit>
        </div>
        <div>
          <PaneTitle>
            示例录音<Tag>无需麦克风</Tag>
          </PaneTitle>
          <Samples>
            {ASR_SAMPLES.map((sample) => (
              <li key={sample.id}>
                <span id={`${id}-${sample.id}`}>{sample.title}</span>
                <audio controls preload="none" src={sampleUrl(sample.id)} aria-labelledby={`${id}-${sample.id}`} />
                <Button
                  type="submit"
                  name="sample"
                  value={sample.id}
                  $variant="ghost"
                  disabled={sending}
                  onClick={(e) => trySample(e, sample.id)}
                  aria-label={`识别${sample.title}`}
                >
                  识别
                </Button>
              </li>
            ))}
          </Samples>
        </div>
        <DemoNotice message={error} />
        <Privacy role="note">
          <Icon name="check" size={16} />
          音频仅用于本次识别，识别结果返回后立即删除，不会保存或用于其他用途。
        </Privacy>
      </Stack>
    </form>
  );

  const output = !result ? (
    <EmptyResult>录音、上传音频或选择示例录音，识别结果将显示在这里</EmptyResult>
  ) : result.recognized ? (
    <>
      <PaneTitle>识别结果</PaneTitle>
      <Hint>
        时长 {clock(result.durationMs)} · {result.format.toUpperCase()} · 共 {result.segments.length} 句
      </Hint>
      <Transcript ref={transcript}>
        {result.segments.map((segment) => (
          <li key={segment.startMs}>
            <time>{clock(segment.startMs)}</time>
            <span>{segment.text}</span>
          </li>
        ))}
      </Transcript>
      <ButtonRow>
        <Button type="button" $variant="ghost" onClick={() => void copy()}>
          <Icon name={copied ? 'check' : 'copy'} size={18} />
          {copied ? '已复制' : copied === false ? '已选中，请按 Ctrl+C 复制' : '复制'}
        </Button>
        <UseInMyUnit demo="asr" />
      </ButtonRow>
    </>
  ) : (
    <>
      <PaneTitle>识别结果</PaneTitle>
      <Unrecognized role="status">
        {DEMO_MESSAGES.notRecognized}。您的文件时长 {(result.durationMs / 1000).toFixed(1)} 秒，格式 {result.format.toUpperCase()}
        ；请试试左侧的示例录音，正式服务可识别任意普通话音频。
      </Unrecognized>
      <ButtonRow>
        <UseInMyUnit demo="asr" />
      </ButtonRow>
    </>
  );

  return (
    <DemoFrame
      title="语音识别"
      lead="无需登录，录一段话、上传音频或使用示例录音，即可得到带标点和时间戳的文字稿"
      input={input}
      result={output}
      answer={result}
    />
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${PaneTitle} { display: block; margin-bottom: ${({ theme }) => theme.space.sm}; }
`;

const FileInput = styled.input`
  ${fieldBox}
  background: ${({ theme }) => theme.color.backgroundSoft};
`;

const Submit = styled(Button)`
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Samples = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: grid;
    grid-template-columns: 8em minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.medium};
  }
  span { font-size: 14px; color: ${({ theme }) => theme.color.text}; }
  audio { width: 100%; height: 36px; }
  @media (max-width: 480px) {
    li { grid-template-columns: minmax(0, 1fr) auto; }
    audio { grid-column: 1 / -1; grid-row: 2; }
  }
`;

const Privacy = styled.p`
  display: flex;
  align-items: flex-start;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: #e8f7ee;
  color: #0f6b36;
  font-size: 14px;
  svg { flex: none; margin: 3px 6px 0 0; }
`;

const Transcript = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li { display: grid; grid-template-columns: 3.5em minmax(0, 1fr); align-items: baseline; }
  time { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; color: ${({ theme }) => theme.color.primaryDark}; }
  span { line-height: 1.8; color: ${({ theme }) => theme.color.text}; }
`;

const Unrecognized = styled.p`
  padding: 12px 14px;
  border: 1px solid #ffd8a8;
  border-radius: ${({ theme }) => theme.radius.small};
  background: #fff8ec;
  color: ${({ theme }) => theme.color.text};
`;
