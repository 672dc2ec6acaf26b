import { onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import type { Metric } from "web-vitals";

import * as webVitals from "web-vitals";

import reportWebVitals, { beaconTo } from "./reportWebVitals";

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

/** A load of web-vitals' chunk, counted. */
const loader = () => jest.fn(() => Promise.resolve(webVitals));
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("reportWebVitals", () => {
  beforeEach(() => jest.clearAllMocks());

  it("called without a callback, as every page calls it, loads and reports nothing", async () => {
    const load = loader();
    reportWebVitals();
    reportWebVitals(undefined, load);
    await settled();
    expect(load).not.toHaveBeenCalled();
    for (const subscribe of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
      expect(subscribe).not.toHaveBeenCalled();
    }
  });

  it("with a callback, loads web-vitals and gives it every metric", async () => {
    const load = loader();
    const onReport = jest.fn();
    reportWebVitals(onReport, load);
    await settled();
    expect(load).toHaveBeenCalledTimes(1);
    for (const subscribe of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
      expect(subscribe).toHaveBeenCalledWith(onReport);
    }
  });

  it("beaconTo sends every metric it is given to the endpoint with sendBeacon", async () => {
    const sendBeacon = jest.fn().mockReturnValue(true);
    Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true });
    reportWebVitals(beaconTo("https://vitals.example/collect"), loader());
    await settled();

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
