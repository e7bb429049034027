/// The colours SwiftUI's environment gives the controls inside a view: `.tint(_:)` and
/// `.accentColor(_:)`, as an iOS preview draws them.
///
/// What the accent colours (a button's title, a slider's filled track, a progress bar, a menu
/// picker's selection, a link) takes the tint, else the accent colour, else system blue. A
/// switch's on-state track and the activity indicator are not accent-coloured on iOS (green and
/// grey): only an explicit tint changes them. A stepper and a segmented picker keep their greys.
public struct ControlTint {
    /// `.tint(_:)` nearest the control; nil when none is set.
    public var tint: ShapeStyle?
    /// `.accentColor(_:)` nearest the control; nil for the system accent.
    public var accent: RGBA?
    /// True in the dark appearance: the controls take their dark colours (Control+Appearance.swift).
    public var isDark: Bool

    public init(tint: ShapeStyle? = nil, accent: RGBA? = nil, isDark: Bool = false) {
        self.tint = tint
        self.accent = accent
        self.isDark = isDark
    }

    /// What paints the accent-coloured parts of a control: the tint, else the accent colour,
    /// else system blue (its dark value, 10,132,255, in the dark appearance).
    public var accentStyle: ShapeStyle { tint ?? .color(accent ?? (isDark ? RGBA.darkNamed["accentColor"] ?? .accent : .accent)) }

    /// A part that only an explicit tint recolours (a switch's track when on, the spinner).
    func tinted(else fallback: ShapeStyle) -> ShapeStyle { tint ?? fallback }
}
