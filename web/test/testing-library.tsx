// The component tests' testing library: Preact's (docs/decisions/0032), with every render inside the
// app's I18nProvider, as in the app. Tests import from here, not from the library.
import { I18nProvider } from '@lingui/react';
import {
  type RenderHookOptions,
  type RenderOptions,
  renderHook as renderHookInPreact,
  render as renderInPreact,
} from '@testing-library/preact';
import type { ComponentType, ReactNode } from 'react';
import { i18n } from '#web/lib/i18n.js';

export * from '@testing-library/preact';

// The library's types are Preact's and the app's React's: the wrappers cross between them as `never`.
function withI18n(wrapper: unknown): never {
  const Wrapper = wrapper as ComponentType<{ children?: ReactNode }> | undefined;
  function I18nWrapper({ children }: { children?: ReactNode }) {
    return <I18nProvider i18n={i18n}>{Wrapper ? <Wrapper>{children}</Wrapper> : children}</I18nProvider>;
  }
  return I18nWrapper as never;
}

export function render(ui: Parameters<typeof renderInPreact>[0], options: RenderOptions = {}) {
  return renderInPreact(ui, { ...options, wrapper: withI18n(options.wrapper) });
}

export function renderHook<Result, Props>(callback: (props: Props) => Result, options: RenderHookOptions<Props> = {}) {
  return renderHookInPreact(callback, { ...options, wrapper: withI18n(options.wrapper) });
}
