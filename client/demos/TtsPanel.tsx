/**
 * 语音合成's try-it panel (/product/TTS.html): text or one of the six preset scripts, a voice
 * (each with its sample to hear), speed and pitch, then the file with a player, 下载 and its AI
 * label. Rendered by the server as a plain form posting to the page (DemoPostedForm); this
 * chunk, once it comes (../ui/markupPart.tsx), sends it as JSON and plays the answer in place.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { AI_AUDIO_LABEL_TEXT } from '../../shared/aiLabel';
import { DEMO_API, DEMO_MESSAGES, DEMO_PAGES, TTS_LIMITS, TTS_PRESETS, TTS_VOICES, type TtsRequest, type TtsResult } from '../../shared/demos';
import { Button, ButtonLink } from '../ui/Button';
import { fieldBox } from '../ui/formControls';
import { Icon } from '../ui/Icon';
import { postJson } from './demoApi';
import { ButtonRow, Counter, DemoFrame, DemoNotice, EmptyResult, Hint, PaneTitle, Tag, UseInMyUnit } from './DemoFrame';
import { usePosted } from './usePosted';

const { anonymousChars, speed: SPEED, pitch: PITCH } = TTS_LIMITS;
/** The label a downloaded file is saved under: what it is and its content id. */
const fileName = (contentId: string) => `AI语音合成-${contentId}.wav`;
const charsOf = (text: string) => Array.from(text).length;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export default function TtsPanel() {
  const posted = usePosted('tts');
  const sent = posted?.input;
  const [text, setText] = useState(() => TTS_PRESETS.find((p) => p.id === sent?.preset)?.text ?? sent?.text ?? TTS_PRESETS[0]!.text);
  const [voice, setVoice] = useState(sent?.voice ?? TTS_VOICES[0]!.id);
  const [speed, setSpeed] = useState(sent?.speed ?? SPEED.default);
  const [pitch, setPitch] = useState(sent?.pitch ?? PITCH.default);
  const [result, setResult] = useState<TtsResult | undefined>(posted?.result);
  const [error, setError] = useState(posted?.error);
  const [sending, setSending] = useState(false);
  const player = useRef<HTMLAudioElement>(null);
  const samplePlayer = useRef<HTMLAudioElement | null>(null);
  const [playNext, setPlayNext] = useState(false);
  const id = useId();
  const preset = TTS_PRESETS.find((p) => p.text === text);
  const used = charsOf(text);

  // A file the visitor just asked for starts at once: they clicked for it.
  useEffect(() => {
    if (!playNext || !result) return;
    setPlayNext(false);
    void player.current?.play().catch(() => {});
  }, [playNext, result]);

  async function generate(event: FormEvent) {
    event.preventDefault();
    const refusal = !text.trim() ? DEMO_MESSAGES.textEmpty : !preset && used > anonymousChars ? DEMO_MESSAGES.textTooLong : undefined;
    setError(refusal);
    if (refusal) return;
    const request: TtsRequest = { ...(preset ? { preset: preset.id } : { text }), voice, speed, pitch };
    setSending(true);
    const answer = await postJson<TtsResult>(DEMO_API.tts, request);
    setSending(false);
    setError(answer.error);
    if (answer.data) {
      setResult(answer.data);
      setPlayNext(true);
    }
  }

  function choosePreset(event: MouseEvent, presetText: string) {
    event.preventDefault();
    setText(presetText);
    setError(undefined);
  }

  function hear(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    samplePlayer.current?.pause();
    samplePlayer.current = new Audio(event.currentTarget.href);
    void samplePlayer.current.play().catch(() => {});
  }

  const input = (
    <form method="post" action={DEMO_PAGES.tts.path} onSubmit={generate} noValidate>
      <Stack>
        <div>
          <PaneTitle as="p" id={`${id}-presets`}>
            示例文稿
          </PaneTitle>
          <Chips role="group" aria-labelledby={`${id}-presets`}>
            {TTS_PRESETS.map((p) => (
              <Chip key={p.id} type="submit" name="preset" value={p.id} aria-pressed={p.text === text} onClick={(e) => choosePreset(e, p.text)}>
                {p.title}
              </Chip>
            ))}
          </Chips>
        </div>
        <div>
          <LabelRow>
            <label htmlFor={`${id}-text`}>合成文本</label>
            {preset ? (
              <Hint as="span" id={`${id}-count`}>
                示例文稿 · 不限字数
              </Hint>
            ) : (
              <Counter id={`${id}-count`} used={used} limit={anonymousChars} />
            )}
          </LabelRow>
          <TextArea
            id={`${id}-text`}
            name="text"
            rows={4}
            value={text}
            aria-describedby={`${id}-count ${id}-limit`}
            aria-invalid={!preset && used > anonymousChars}
            onChange={(e) => {
              setText(e.target.value);
              setError(undefined);
            }}
          />
          <Hint id={`${id}-limit`}>免登录可合成 {anonymousChars} 字以内的文本；示例文稿不限字数。</Hint>
        </div>
        <fieldset>
          <Legend>
            选择音色<Tag>演示音色</Tag>
          </Legend>
          <Voices>
            {TTS_VOICES.map((v) => (
              <VoiceCard key={v.id} $chosen={v.id === voice}>
                <label>
                  <input type="radio" name="voice" value={v.id} checked={v.id === voice} onChange={() => setVoice(v.id)} />
                  <span>
                    <strong>{v.name}</strong>
                    <small>{v.note}</small>
                  </span>
                </label>
                <a href={`${DEMO_API.ttsAudio}/voice-${v.id}.wav`} onClick={hear} aria-label={`试听${v.name}：${v.sample}`}>
                  <Icon name="volume-2" size={16} />
                  试听
                </a>
              </VoiceCard>
            ))}
          </Voices>
          <Hint>演示音色由开源语音引擎合成，仅用于体验流程；正式服务提供更自然的真人音色。</Hint>
        </fieldset>
        <Sliders>
          <Slider>
            <label htmlFor={`${id}-speed`}>语速</label>
            <input
              id={`${id}-speed`}
              type="range"
              name="speed"
              min={SPEED.min}
              max={SPEED.max}
              step={SPEED.step}
              value={speed}
              onChange={(e) => setSpeed(Number(e.target.value))}
            />
            <output htmlFor={`${id}-speed`}>{speed.toFixed(1)} 倍</output>
          </Slider>
          <Slider>
            <label htmlFor={`${id}-pitch`}>音调</label>
            <input
              id={`${id}-pitch`}
              type="range"
              name="pitch"
              min={PITCH.min}
              max={PITCH.max}
              step={PITCH.step}
              value={pitch}
              onChange={(e) => setPitch(Number(e.target.value))}
            />
            <output htmlFor={`${id}-pitch`}>{signed(pitch)}</output>
          </Slider>
        </Sliders>
        <DemoNotice message={error} />
        <div>
          <Button type="submit" $size="large" disabled={sending} aria-busy={sending}>
            <Icon name="audio-lines" size={20} />
            {sending ? '生成中…' : '生成音频'}
          </Button>
        </div>
      </Stack>
    </form>
  );

  const output = result ? (
    <>
      <PaneTitle>
        合成结果<Tag>演示音色</Tag>
      </PaneTitle>
      <Player ref={player} controls preload="metadata" src={result.audioUrl}>
        <a href={result.audioUrl}>收听音频</a>
      </Player>
      <AiLabel>
        {AI_AUDIO_LABEL_TEXT} · 内容编号 <code>{result.contentId}</code>
      </AiLabel>
      <Hint>时长 {(result.durationMs / 1000).toFixed(1)} 秒 · 下载的文件在元数据中同样带有人工智能生成标识。</Hint>
      <ButtonRow>
        <ButtonLink href={result.audioUrl} download={fileName(result.contentId)}>
          <Icon name="download" size={18} />
          下载
        </ButtonLink>
        <UseInMyUnit demo="tts" />
      </ButtonRow>
    </>
  ) : (
    <EmptyResult>选择示例文稿或输入文字，点击“生成音频”即可试听</EmptyResult>
  );

  return <DemoFrame title="语音合成" lead="无需登录，选一段示例文稿或输入文字，挑选音色后即可试听与下载" input={input} result={output} answer={result} />;
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  fieldset { min-width: 0; margin: 0; padding: 0; border: 0; }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  margin: 4px -4px 0;
`;

const Chip = styled.button`
  margin: 4px;
  padding: 4px 14px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.textSecondary};
  font: inherit;
  font-size: 14px;
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.primary}; }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: rgba(26, 92, 255, 0.08);
    color: ${({ theme }) => theme.color.primaryDark};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const LabelRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  margin-bottom: 6px;
  label { font-size: ${({ theme }) => theme.font.size.h3}; font-weight: ${({ theme }) => theme.font.weight.bold}; color: ${({ theme }) => theme.color.navy}; }
`;

const TextArea = styled.textarea`
  ${fieldBox}
  display: block;
  font-size: 15px;
  line-height: 1.7;
  resize: vertical;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.h3};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.navy};
`;

const Voices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const VoiceCard = styled.div<{ $chosen: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 8px 10px;
  border: 1px solid ${({ $chosen, theme }) => ($chosen ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ $chosen }) => ($chosen ? 'rgba(26, 92, 255, 0.05)' : 'transparent')};
  label { display: flex; align-items: center; min-width: 0; cursor: pointer; }
  input { margin: 0 8px 0 0; }
  span { display: grid; line-height: 1.4; }
  strong { font-size: 14px; white-space: nowrap; color: ${({ theme }) => theme.color.text}; }
  small { font-size: 12px; color: ${({ theme }) => theme.color.textMuted}; }
  a {
    display: inline-flex;
    align-items: center;
    flex: none;
    padding: 4px 0 4px 4px;
    color: ${({ theme }) => theme.color.primary};
    font-size: 13px;
    svg { margin-right: 2px; }
  }
`;

const Sliders = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
  }
`;

const Slider = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) 4.5em;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  label { font-weight: ${({ theme }) => theme.font.weight.medium}; color: ${({ theme }) => theme.color.navy}; }
  input { width: 100%; accent-color: ${({ theme }) => theme.color.primary}; }
  output { font-size: 14px; font-variant-numeric: tabular-nums; color: ${({ theme }) => theme.color.textSecondary}; text-align: right; }
`;

const Player = styled.audio`
  width: 100%;
`;

const AiLabel = styled.p`
  padding: 8px 12px;
  border-left: 3px solid ${({ theme }) => theme.color.accent};
  background: #fff7f2;
  font-size: 14px;
  color: ${({ theme }) => theme.color.text};
  code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; overflow-wrap: anywhere; }
`;
