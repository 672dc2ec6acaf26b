import {
  CONTRAST_FIXES,
  contrastStylesheet,
  keepEditorLabelled,
  labelEditor,
} from "./editorAccessibility";

/** Decap 3.6's markup for the parts the module names, as the editor renders it (classes trimmed). */
const LOGIN = `
  <section class="css-1 e1-StyledAuthenticationPage e1ektlme1">
    <span class="css-2-IconWrapper-DecapLogoIcon"><svg></svg></span>
    <button class="css-3-LoginButton-button">Login</button>
  </section>`;

const LIST_ITEM = (name: string) => `
  <div class="css-4-ListItem-listControlItem-SortableListItem">
    <div class="css-5-TopBar-StyledListItemTopBar">
      <button class="css-6-TopBarButton-button"><svg></svg></button>
      <div role="button" tabindex="0" aria-roledescription="sortable"></div>
      <button class="css-6-TopBarButton-button"><svg></svg></button>
    </div>
    <div class="css-7-NestedObjectLabel">${name}</div>
  </div>`;

const ENTRY = `
  <header class="css-8-AppHeader">
    <span role="button" tabindex="0" class="css-9-AvatarDropdownButton e1gt62yu4"></span>
  </header>
  <div class="css-10-AppMainContainer">
    <div class="css-11-EditorContainer e1nx103k4">
      <button data-testid="expand-button" class="css-12-ExpandButton-button"><svg></svg></button>
      <div class="list">${LIST_ITEM("GPT-4o")}${LIST_ITEM("")}</div>
      <iframe id="preview-pane"></iframe>
    </div>
  </div>`;

const COLLECTION = `
  <div class="css-13-ViewControls">
    <button class="css-14-ViewControlsButton-button"><svg></svg></button>
    <button class="css-15-ViewControlsButton-button"><svg></svg></button>
  </div>`;

afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("labelEditor", () => {
  it("gives the login page a main landmark and one level-one heading", () => {
    document.body.innerHTML = LOGIN;
    labelEditor();
    labelEditor();
    const section = document.querySelector("section");
    expect(section?.getAttribute("role")).toBe("main");
    expect(Array.from(document.querySelectorAll("h1"), (h1) => h1.textContent)).toEqual([
      "Octopus content editor",
    ]);
    expect(section?.firstElementChild?.tagName).toBe("H1");
  });

  it("names every icon-only control of an entry's edit screen, and its preview frame", () => {
    document.body.innerHTML = ENTRY;
    labelEditor();
    expect(document.querySelector('[class*="-EditorContainer"]')?.getAttribute("role")).toBe(
      "main",
    );
    expect(document.querySelector('[class*="-AppMainContainer"]')?.hasAttribute("role")).toBe(
      false,
    );
    const names = Array.from(document.querySelectorAll('button, [role="button"]'), (control) =>
      control.getAttribute("aria-label"),
    );
    expect(names).toEqual([
      "Account",
      "Expand or collapse all items",
      "Expand or collapse GPT-4o",
      "Move GPT-4o",
      "Remove GPT-4o",
      // An item whose summary is empty is named by its place.
      "Expand or collapse item 2",
      "Move item 2",
      "Remove item 2",
    ]);
    expect(document.querySelector("iframe")?.getAttribute("title")).toBe(
      "Preview: the entry as the site shows it",
    );
  });

  it("makes the workflow board the main landmark", () => {
    document.body.innerHTML = `<div class="css-1-AppMainContainer"><div class="css-2-WorkflowContainer"><h1>Editorial Workflow</h1></div></div>`;
    labelEditor();
    expect(document.querySelector('[class*="-WorkflowContainer"]')?.getAttribute("role")).toBe(
      "main",
    );
  });

  it("names a collection's two view buttons, list first", () => {
    document.body.innerHTML = COLLECTION;
    labelEditor();
    expect(
      Array.from(document.querySelectorAll("button"), (button) =>
        button.getAttribute("aria-label"),
      ),
    ).toEqual(["Show as a list", "Show as a grid"]);
  });

  it("hides the loading bar, a canvas on the body, and makes the notifications a region", () => {
    document.body.innerHTML = `<div class="Toastify"></div>${COLLECTION}<canvas></canvas>`;
    labelEditor();
    expect(document.querySelector("canvas")?.getAttribute("aria-hidden")).toBe("true");
    const notifications = document.querySelector(".Toastify");
    expect(notifications?.getAttribute("role")).toBe("region");
    expect(notifications?.getAttribute("aria-label")).toBe("Notifications");
  });

  it("leaves a page without Decap's elements as it was", () => {
    document.body.innerHTML = "<main><h1>Not set up</h1><button>OK</button></main>";
    const before = document.body.innerHTML;
    labelEditor();
    expect(document.body.innerHTML).toBe(before);
  });
});

describe("keepEditorLabelled", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Lets the observer see the changes made so far, without letting a frame pass. */
  const observe = () => Promise.resolve();
  const nextFrame = () => jest.advanceTimersByTime(16);
  const moveLabel = () =>
    document.querySelector('[aria-roledescription="sortable"]')?.getAttribute("aria-label");

  it("adds the contrast fixes once and labels what Decap renders later, renamed items too", async () => {
    const stop = keepEditorLabelled();
    expect(document.head.querySelectorAll("style")).toHaveLength(1);
    expect(document.head.querySelector("style")?.textContent).toBe(contrastStylesheet());

    document.body.innerHTML = ENTRY;
    await observe();
    nextFrame();
    expect(moveLabel()).toBe("Move GPT-4o");

    const summary = document.querySelector('[class*="-NestedObjectLabel"]');
    if (summary?.firstChild) summary.firstChild.textContent = "GPT-4.1";
    await observe();
    nextFrame();
    expect(moveLabel()).toBe("Move GPT-4.1");
    stop();
  });

  it("labels at most once a frame, however many keystrokes change the page in it", async () => {
    document.body.innerHTML = ENTRY;
    const stop = keepEditorLabelled();
    const queries = jest.spyOn(document, "querySelectorAll");
    const summary = document.querySelector('[class*="-NestedObjectLabel"]')?.firstChild;
    for (const text of ["G", "Ge", "Gem", "Gemi", "Gemin", "Gemini"]) {
      if (summary) summary.textContent = text;
      await observe();
    }
    expect(queries).not.toHaveBeenCalled();
    expect(moveLabel()).toBe("Move GPT-4o");

    nextFrame();
    expect(moveLabel()).toBe("Move Gemini");
    const oneRun = queries.mock.calls.length;
    expect(oneRun).toBeGreaterThan(0);
    queries.mockClear();
    labelEditor();
    expect(queries).toHaveBeenCalledTimes(oneRun);

    // Nothing changed since: no frame brings another run.
    queries.mockClear();
    nextFrame();
    expect(queries).not.toHaveBeenCalled();
    queries.mockRestore();
    stop();
  });

  it("stops, a run already asked for included", async () => {
    document.body.innerHTML = ENTRY;
    const stop = keepEditorLabelled();
    const summary = document.querySelector('[class*="-NestedObjectLabel"]')?.firstChild;
    if (summary) summary.textContent = "Gemini";
    await observe();
    stop();
    nextFrame();
    expect(moveLabel()).toBe("Move GPT-4o");
  });
});

describe("CONTRAST_FIXES", () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };

  it.each(CONTRAST_FIXES.map((fix) => [fix.selectors[0], fix] as const))(
    "%s: at least 4.5 : 1 where Decap's own colour was under it",
    (_first, fix) => {
      for (const other of fix.against) {
        expect(contrast(fix.value, other)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(fix.replaces, other)).toBeLessThan(4.5);
      }
    },
  );

  it("writes one rule per fix, each selector under body", () => {
    const sheet = contrastStylesheet([
      { selectors: ["a", "b c"], property: "color", value: "#000000", replaces: "", against: [] },
    ]);
    expect(sheet).toBe("body a,\nbody b c { color: #000000; }");
    expect(
      contrastStylesheet().match(/\{ (color|background-color): #[0-9a-f]{6}; \}/g),
    ).toHaveLength(CONTRAST_FIXES.length);
  });
});
