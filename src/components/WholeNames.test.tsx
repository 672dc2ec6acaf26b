import { render } from "@testing-library/react";

import WholeNames from "./WholeNames";

const html = (text: string) => render(<WholeNames text={text} />).container.innerHTML;

describe("WholeNames", () => {
  it("keeps each versioned name whole and leaves the text around it as it is", () => {
    expect(html("画像生成まで。GPT-4o、Claude、Grok")).toBe(
      '画像生成まで。<span class="whole-name">GPT-4o</span>、Claude、Grok',
    );
    expect(html("GPT-4o or Claude-3.5")).toBe(
      '<span class="whole-name">GPT-4o</span> or <span class="whole-name">Claude-3.5</span>',
    );
  });

  it("leaves words whose hyphen joins words, and text without names, alone", () => {
    expect(html("KI-Chatbot-App für Social-Media-Posts")).toBe(
      "KI-Chatbot-App für Social-Media-Posts",
    );
    expect(html("")).toBe("");
  });
});
