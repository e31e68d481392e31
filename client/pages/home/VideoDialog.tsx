/** The brand video in a dialog: a real <video> with controls; closing it unmounts it, which stops it. */
import styled from 'styled-components';
import type { HomeContent } from '../../../shared/content/types';
import { Dialog } from '../../ui/Dialog';

const VIDEO_DIALOG_WIDTH = 720;

/** The video's title and caption come from the page, so this chunk does not carry the home content again. */
export function VideoDialog({ video, open, onClose }: { video: HomeContent['video']; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title={video.title} width={VIDEO_DIALOG_WIDTH} onClose={onClose}>
      <Frame>
        <Video controls autoPlay playsInline preload="metadata" poster="/media/brand-poster.svg" width={640} height={360}>
          <source src="/media/brand.webm" type="video/webm" />
          您的浏览器不支持视频播放。
        </Video>
      </Frame>
      <Caption>{video.text}</Caption>
    </Dialog>
  );
}

/** 16:9 by its padding, not aspect-ratio (Chromium 88): the video fills it before its metadata loads. */
const Frame = styled.div`
  position: relative;
  padding-top: 56.25%;
`;

const Video = styled.video`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  height: 100%;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.navy};
`;

const Caption = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textSecondary};
`;
