import { onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import type { Metric } from "web-vitals";

import reportWebVitals from "./reportWebVitals";

jest.mock("web-vitals", () => ({
  onCLS: jest.fn(),
  onFCP: jest.fn(),
  onINP: jest.fn(),
  onLCP: jest.fn(),
  onTTFB: jest.fn(),
}));

// jsdom's Blob has no text(); FileReader reads it the old way.
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe("reportWebVitals", () => {
  it("sends every metric it is given to the endpoint with sendBeacon", async () => {
    const sendBeacon = jest.fn().mockReturnValue(true);
    Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true });
    reportWebVitals("https://vitals.example/collect");

    for (const subscribe of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
      expect(subscribe).toHaveBeenCalledTimes(1);
    }
    const [[send]] = jest.mocked(onLCP).mock.calls as unknown as [[(metric: Metric) => void]];
    send({
      name: "LCP",
      value: 812,
      rating: "good",
      id: "v4-1",
      navigationType: "navigate",
    } as Metric);

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] as [string, Blob];
    expect(url).toBe("https://vitals.example/collect");
    expect(blob.type).toBe("application/json");
    expect(JSON.parse(await readText(blob))).toEqual({
      name: "LCP",
      value: 812,
      rating: "good",
      id: "v4-1",
      navigationType: "navigate",
      page: "/",
    });
  });
});
