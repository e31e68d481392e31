import { Component, type ReactNode } from 'react';
import styled from 'styled-components';
import { PageHero } from '../ui/PageHero';
import { reloadOnce } from './reloadOnce';

/** The heading of the page shown when a page failed to render twice. */
export const LOAD_FAILED_TITLE = '页面加载失败';

interface Props {
  /** The location being rendered (path, query and hash): what a full load loads. */
  url: string;
  children: ReactNode;
}

interface State {
  url: string;
  failed: boolean;
  /** The full load was tried already: the visitor decides. */
  gaveUp: boolean;
}

/**
 * Catches a page that throws while rendering in the browser, above all one whose chunk is
 * gone after a deploy, and recovers with one full load of its URL (./reloadOnce.ts). Part of
 * the main bundle: what shows a failed chunk must not be a chunk itself.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { url: this.props.url, failed: false, gaveUp: false };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // Another location is another page, with its own chance to render.
    return props.url === state.url ? null : { url: props.url, failed: false, gaveUp: false };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch() {
    if (!reloadOnce(this.props.url)) this.setState({ gaveUp: true });
  }

  override render() {
    const { failed, gaveUp } = this.state;
    if (!failed) return this.props.children;
    // While the full load is on its way the page stays empty rather than showing an error.
    if (!gaveUp) return null;
    return (
      <PageHero heading={LOAD_FAILED_TITLE} intro="网络连接不稳定或网站刚刚更新，页面未能加载完成，请重新加载。">
        <Reload href={this.props.url}>重新加载</Reload>
      </PageHero>
    );
  }
}

const Reload = styled.a`
  color: ${({ theme }) => theme.color.textOnDark};
  text-decoration: underline;
`;
