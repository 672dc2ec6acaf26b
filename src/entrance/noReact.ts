/**
 * React, as react-spring's core sees it in the entrance's chunk (src/postbuild/compilePageScripts.ts).
 * The core's modules import React for their hooks and components, which the entrance never
 * calls: only its Controller runs. At load the core creates one context; everything else throws,
 * so a change in react-spring that did call React would fail loudly, not silently.
 */
const notHere = (): never => {
  throw new Error("React is not on this page: the entrance uses react-spring's core alone.");
};

export const createContext = <T>(defaultValue: T) => ({ defaultValue, Provider: notHere });
export const createElement = notHere;
export const forwardRef = notHere;
export const useCallback = notHere;
export const useContext = notHere;
export const useEffect = notHere;
export const useLayoutEffect = notHere;
export const useMemo = notHere;
export const useRef = notHere;
export const useState = notHere;
export const Fragment = "fragment";
export const version = "18.3.1";

export default { createContext, createElement, forwardRef, Fragment, version };
