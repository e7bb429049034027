// MARK: - What each parameter of a builtin means
// Shift-Tab, `Star?`, `help(Star)` and docs/reference.md list these under the signature. Keyed by
// the builtin's qualified name (`Star`, `Path.addArc`), in the order of the signature; an
// unlabelled parameter is named as Swift's documentation names it.

/// The parameters of builtins, each with a sentence on what it does and what it accepts.
let parameterDocs: [String: [(name: String, doc: String)]] = [
    "Star": [
        ("points", "How many points the star has (at least 2)."),
        ("cornerRadius", "The radius of the arc that rounds each outer point, in points; clamped so that arcs never overlap. 0 leaves them sharp."),
        ("innerRatio", "The inner radius as a fraction of the outer one (0…1): small values give thin spikes."),
        ("innerCornerRadius", "The radius that rounds each inner corner; nil uses `cornerRadius`."),
        ("isCutout", "Adds the frame's rectangle around the star, so that filling with `eoFill: true` cuts the star out of it."),
        ("isCircleOutline", "The cutout is the circle inscribed in the frame instead of its rectangle, and odd stars are not moved down."),
    ],
    "RegularPolygon": [
        ("sides", "How many sides (at least 3); the first vertex is at angle 0, the circumradius is min(width, height) / 2."),
    ],
    "Polygon": [
        ("points", "The vertices, in the frame's coordinates, joined in order and closed."),
    ],
    "RandomPolygon": [
        ("sides", "How many vertices, at equal angles around the centre."),
        ("seed", "Seeds the random radii (r/3…r): the same seed draws the same polygon on every machine. Without it, the session's generator."),
    ],
    "RandomPoints": [
        ("count", "How many random points are joined by straight lines."),
        ("seed", "Seeds the points: the same seed draws the same shape. Without it, the session's generator."),
    ],
    "Blob": [
        ("points", "How many points the outline passes near (at least 3)."),
        ("seed", "Seeds the random radii and angles: the same seed draws the same blob. Without it, the session's generator."),
        ("style", "The curves between the points: `.quad` (quadratic, the article's first), `.alternatingCubic`, `.cubic`, or `.smooth` (tangent-continuous everywhere)."),
    ],
    "Morph": [
        ("from", "The shape at progress 0."),
        ("to", "The shape at progress 1."),
        ("progress", "How far from `from` to `to`, 0…1; each point moves in a straight line."),
        ("samples", "How many points both outlines are resampled to (by arc length); more follow curves more closely."),
    ],
    "Metaballs": [
        ("_ circles", "The balls: an array of `(center: CGPoint, radius: Double)`."),
        ("style", "`.bridge`: two-Bézier necks between each pair, fading with distance (the metaballs article). `.field`: the contour of the summed field."),
        ("threshold", "With `.field`: the level of the contour; lower values merge balls from further apart."),
    ],
    "animate": [
        ("_ content", "A closure `{ t in … }` from progress 0…1 to a view, or a view whose Morphs run from 0 to 1."),
        ("from", "With `to`: the first of two values of one view struct whose `animatableData` is interpolated, or of two shapes that are morphed."),
        ("to", "The value the animation ends at."),
        ("duration", "Seconds one way (default 2)."),
        ("fps", "Frames per second, a whole number in 1…60 (default 20)."),
        ("autoreverses", "Plays forwards then backwards: a seamless loop of twice the duration."),
        ("curve", "`.linear`, `.easeIn`, `.easeOut` or `.easeInOut`: how progress runs in time."),
        ("samples", "With `from:to:`: how many points two shapes without `animatableData` are resampled to."),
    ],
    "Slider": [
        ("value", "The binding the slider moves: `$radius` of a @State property."),
        ("in", "The range of values (default 0...1)."),
        ("step", "The increment; nil for a continuous slider. A whole step and bounds give an integer slider."),
        ("label", "A view naming the slider (its text is the widget's label; a figure does not draw it, as iOS does not); without one, the bound property's name."),
        ("minimumValueLabel", "A view drawn at the low end (a widget shows its readout instead)."),
        ("maximumValueLabel", "A view drawn at the high end (a widget shows its readout instead)."),
        ("onEditingChanged", "Called when dragging starts and ends (accepted, not called)."),
    ],
    "Stepper": [
        ("_ title", "The stepper's label (it may show the value: `\"Sides: \\(sides)\"`)."),
        ("value", "The binding the stepper changes."),
        ("in", "The range it stays in; nil for none."),
        ("step", "How much each press adds or takes away (default 1)."),
        ("label", "A view naming the stepper, instead of a title."),
        ("onEditingChanged", "Called when a press starts and ends (accepted, not called)."),
        ("onIncrement", "What the + button runs, instead of a binding (a live view shows − and + buttons that run the two actions)."),
        ("onDecrement", "What the − button runs."),
    ],
    "Toggle": [
        ("_ title", "The toggle's label."),
        ("isOn", "The Bool binding it switches."),
        ("label", "A view naming the toggle, instead of a title."),
    ],
    "Picker": [
        ("_ title", "The picker's label."),
        ("selection", "The binding set to the chosen option's tag."),
        ("content", "The options: views tagged with `.tag(value)`, or a `ForEach` whose elements tag them."),
        ("label", "A view naming the picker, instead of a title."),
    ],
    "TextField": [
        ("_ title", "The field's label, shown while it is empty unless a prompt is given."),
        ("text", "The String binding the field edits."),
        ("prompt", "A `Text` shown while the field is empty."),
        ("axis", "`.vertical` lets a field grow to several lines (accepted; drawn as one line)."),
    ],
    "ColorPicker": [
        ("_ title", "The colour well's label."),
        ("selection", "The Color binding it sets."),
        ("supportsOpacity", "Whether the colour keeps its opacity (true) or is made opaque (false)."),
    ],
    "Button": [
        ("_ title", "The button's label."),
        ("role", "`.destructive` draws the label in red; `.cancel` as any button."),
        ("action", "What pressing it runs: assign @State properties here, inside `withAnimation { … }` to animate the change. A figure never runs it."),
        ("label", "A view the button shows, instead of a title."),
        ("systemImage", "An SF Symbol's name, drawn as a placeholder before the title (a `Label`)."),
    ],
    "withAnimation": [
        ("_ animation", "How the change plays: `.easeInOut(duration: 1)`, `.linear`, `.spring()` …; default easeInOut over 0.35 s."),
        ("_ body", "The closure that changes state."),
    ],
    "display": [
        ("_ value", "A shape, path or view (a figure), a view with controls (live), or any value (its text)."),
    ],
    "clearOutput": [
        ("wait", "true: clear only when the next output arrives (no flicker when a loop redraws); false: at once."),
    ],
    "readLine": [
        ("strippingNewline", "true (the default): the line without its newline; false: with it."),
    ],
    "help": [
        ("_ value", "A builtin type or function (`Star`, `Path.addArc`), or a struct or function of this session."),
    ],
    "save": [
        ("_ view", "A shape, path, view or animation."),
        ("to", "The file's path, relative to the notebook; `.png` or `.svg` chooses the format (APNG and animated SVG for an animation)."),
        ("scale", "Pixels per point of a PNG (default `Canvas.scale`, 2)."),
    ],
]

extension Builtin {
    /// `- name: what it means` lines for the builtin listed as `qualifiedName`, or none.
    static func parameterLines(for qualifiedName: String) -> [String] {
        (parameterDocs[qualifiedName] ?? []).map { "- `\($0.name)`: \($0.doc)" }
    }
}
