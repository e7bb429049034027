import Foundation
import Geometry

// MARK: - Controls as an iOS 17 preview draws them (either appearance, default tint)
// Metrics are UIKit's standard control sizes: a switch is 51×31 with a 27-point knob; a slider's
// thumb is 28 points on a 4-point track; a stepper is 94×32 with corners of 8; a progress bar is
// 4 points tall; the activity indicator is 20 points across with 8 spokes. Colours are the UIKit
// element colours of RGBA+UIKit.swift (systemFill for empty tracks, separator for hairlines,
// placeholderText, secondaryLabel) and the environment's tint (ControlTint.swift: system blue by
// default) for what the accent colours. In the dark appearance (`ControlTint.isDark`) each is
// its dark value (RGBA+Dark.swift): tracks in the dark fills, glyphs in white label, the selected
// segment on systemGray2's dark grey, the accent and a switch's green in their dark system
// colours; the knobs stay white, as UIKit draws them in both.

extension RGBA {
    /// A UIKit element colour by name, its dark value in the dark appearance.
    public static func uiKitColor(_ name: String, dark: Bool = false) -> RGBA {
        (dark ? darkUIKit[name] : nil) ?? uiKit[name] ?? .black
    }

    /// A SwiftUI named colour (`RGBA.named`), its dark value in the dark appearance.
    static func adaptive(_ name: String, light: RGBA, dark: Bool) -> RGBA {
        dark ? darkNamed[name] ?? light : light
    }
}

extension Control {
    /// The ordinary views this control is drawn with; `stackAxis` is the axis of the stack it is in
    /// (a `Divider` runs across it); `tint` is the environment's tint and accent colour.
    func appearance(stackAxis: Axis?, tint: ControlTint = ControlTint()) -> View {
        let accent = tint.accentStyle
        let dark = tint.isDark
        let secondary = ShapeStyle.color(.adaptive("secondary", light: .secondary, dark: dark))
        switch self {
        case .button(let label, let tint, _):
            return tint.map { label.foregroundStyle($0) } ?? label
        case .link(let title, _):
            return title.foregroundStyle(accent)
        case .toggle(let label, let isOn, .automatic):
            return .hStack(children: [Self.leading(label), Self.toggleSwitch(isOn: isOn.value, onTrack: tint.tinted(else: .color(.adaptive("green", light: .green, dark: dark))),
                                                                         dark: dark)])
        case .toggle(let label, let isOn, .button):
            return Self.toggleButton(label, isOn: isOn.value, tint: accent)
        case .slider(let value, let range, _, let minimumLabel, let maximumLabel, _):
            let track = Self.slider(fraction: range.fraction(of: value.value), tint: accent, dark: dark)
            guard minimumLabel != nil || maximumLabel != nil else { return track }
            return .hStack(children: [minimumLabel ?? .empty, track, maximumLabel ?? .empty])
        case .stepper(let label, let value, let range, _, _):
            let canDecrease = value.map { $0.value > (range?.lower ?? -.infinity) } ?? true
            let canIncrease = value.map { $0.value < (range?.upper ?? .infinity) } ?? true
            return .hStack(children: [Self.leading(label), Self.stepperButtons(canDecrease: canDecrease, canIncrease: canIncrease, dark: dark)])
        case .picker(_, _, let options, let selectedIndex, let isSegmented):
            if isSegmented { return Self.segmentedControl(options, selectedIndex: selectedIndex, dark: dark) }
            let selected = selectedIndex.flatMap { options.indices.contains($0) ? options[$0] : nil } ?? .empty
            return .hStack(spacing: 4, children: [selected, Self.chevronUpDown]).foregroundStyle(accent)
        case .navigationLink(let label, _):
            return label.foregroundStyle(accent)
        case .textField(let title, let text, let prompt, let isSecure):
            let shown = text.value.isEmpty
                ? View.text(prompt ?? title).foregroundStyle(.color(.uiKitColor("placeholderText", dark: dark)))
                : View.text(isSecure ? String(repeating: "•", count: text.value.count) : text.value)
            return shown.frame(maxWidth: .infinity, alignment: .leading)
        case .colorPicker(let label, let selection, _):
            return .hStack(children: [Self.leading(label), Self.colorWell(selection.value)])
        case .progress(let value, let total, let label):
            guard let value else {
                let spinner = Self.activityIndicator(tint: tint.tint, dark: dark)
                guard let label else { return spinner }
                return .vStack(children: [spinner, label.foregroundStyle(secondary)])
            }
            let bar = Self.bar(fraction: ValueRange(0, total).fraction(of: value), height: 4, tint: accent, dark: dark)
            guard let label else { return bar }
            return .vStack(alignment: .leading, children: [label, bar])
        case .label(let title, let icon):
            return .hStack(children: [icon, title])
        case .divider:
            let hairline = View.color(.color(.uiKitColor("separator", dark: dark)))
            return stackAxis == .horizontal ? hairline.frame(width: Self.hairline) : hairline.frame(height: Self.hairline)
        case .gauge(let value, let range, let label, let currentValueLabel, let minimumLabel, let maximumLabel, let style, let tint)
            where style != .linearCapacity:
            return Self.gauge(style, fraction: range.fraction(of: value), label: label, currentValueLabel: currentValueLabel,
                              minimumLabel: minimumLabel, maximumLabel: maximumLabel, tint: tint, accent: accent)
        case .gauge(let value, let range, let label, let currentValueLabel, let minimumLabel, let maximumLabel, _, let tint):
            var rows: [View] = []
            if label != nil || currentValueLabel != nil {
                rows.append(.hStack(children: [Self.leading(label ?? .empty),
                                               (currentValueLabel ?? .empty).foregroundStyle(secondary)]))
            }
            rows.append(Self.bar(fraction: range.fraction(of: value), height: 6, tint: tint ?? accent, dark: dark))
            if minimumLabel != nil || maximumLabel != nil {
                rows.append(.hStack(children: [minimumLabel ?? .empty, .spacer(), maximumLabel ?? .empty])
                    .font(.caption).foregroundStyle(secondary))
            }
            return .vStack(alignment: .leading, spacing: 4, children: rows)
        }
    }

    /// A label that takes the width its row leaves, leading: the row's control keeps its size and
    /// the label wraps only when the row is too narrow for it (a `Spacer` beside it would be offered
    /// an equal share and make the label wrap at half the row).
    static func leading(_ label: View) -> View {
        label.frame(maxWidth: .infinity, alignment: .leading)
    }

    /// A `Divider`'s thickness: one pixel at the default `Canvas.scale` of 2.
    static let hairline = 0.5

    /// The switch of a `Toggle`: a capsule in `onTrack` (green unless tinted) with the knob at the
    /// trailing end when on, a grey one (secondarySystemFill) with the knob at the leading end when off.
    static func toggleSwitch(isOn: Bool, onTrack: ShapeStyle = .color(.green), dark: Bool = false) -> View {
        let track = AnyShape.capsule().fill(isOn ? onTrack : .color(.uiKitColor("secondarySystemFill", dark: dark)))
            .frame(width: 51, height: 31)
        return .zStack(alignment: isOn ? .trailing : .leading, children: [track, knob(diameter: 27).padding(2)])
    }

    /// A toggle in the button style (iOS 17): its label in the tint, 14 by 7 points in from a
    /// rounded rectangle of corner 8 that is filled with the tint at 15% while on, as a bordered
    /// button, and left clear while off.
    static func toggleButton(_ label: View, isOn: Bool, tint: ShapeStyle) -> View {
        let ground = AnyShape.roundedRectangle(cornerRadius: 8).fill(isOn ? tint.opacity(0.15) : .color(.clear))
        return label.foregroundStyle(tint)
            .padding(EdgeInsets(top: 7, leading: 14, bottom: 7, trailing: 14))
            .background(ground)
    }

    /// A colour picker's well (iOS 17): a 28-point ring of the hues, 3 points wide, around a disc
    /// of the colour 2 points inside it.
    static func colorWell(_ color: RGBA) -> View {
        let hues = [RGBA(red: 1, green: 0, blue: 0), RGBA(red: 1, green: 1, blue: 0), RGBA(red: 0, green: 1, blue: 0),
                    RGBA(red: 0, green: 1, blue: 1), RGBA(red: 0, green: 0, blue: 1), RGBA(red: 1, green: 0, blue: 1),
                    RGBA(red: 1, green: 0, blue: 0)]
        let ring = AnyShape.circle.strokeBorder(.angularGradient(Gradient(colors: hues), center: .center, startAngle: .degrees(0),
                                                                 endAngle: .degrees(360)), lineWidth: 3)
        let disc = AnyShape.circle.fill(.color(color)).frame(width: 18, height: 18)
        return View.zStack(children: [ring, disc]).frame(width: 28, height: 28)
    }

    /// A white knob with a faint rim (UIKit draws a soft shadow there).
    static func knob(diameter: Double) -> View {
        AnyShape.circle.fill(.color(.white))
            .overlay(AnyShape.circle.stroke(.color(RGBA(white: 0, alpha: 0.12)), lineWidth: 0.5))
            .frame(width: diameter, height: diameter)
    }

    /// A slider as wide as it is offered: the track (systemFill) filled in `tint` up to the thumb.
    static func slider(fraction: Double, tint: ShapeStyle, dark: Bool = false) -> View {
        let thumb = 28.0
        let content = GeometryReaderContent { proxy in
            let width = proxy.size.width
            let x = fraction * max(width - thumb, 0)
            let trackY = (thumb - 4) / 2
            return .zStack(alignment: .topLeading, children: [
                AnyShape.capsule().fill(.color(.uiKitColor("systemFill", dark: dark))).frame(width: width, height: 4).offset(y: trackY),
                AnyShape.capsule().fill(tint).frame(width: x + thumb / 2, height: 4).offset(y: trackY),
                knob(diameter: thumb).offset(x: x),
            ])
        }
        return View.surface(.geometryReader(content)).frame(height: thumb)
    }

    /// A capsule bar (systemFill) as wide as it is offered, filled in `tint` to `fraction`.
    static func bar(fraction: Double, height: Double, tint: ShapeStyle, dark: Bool = false) -> View {
        let content = GeometryReaderContent { proxy in
            .zStack(alignment: .leading, children: [
                AnyShape.capsule().fill(.color(.uiKitColor("systemFill", dark: dark))).frame(width: proxy.size.width, height: height),
                AnyShape.capsule().fill(tint).frame(width: proxy.size.width * fraction, height: height),
            ])
        }
        return View.surface(.geometryReader(content)).frame(height: height)
    }

    /// A stepper's − and + buttons on a rounded grey ground, a hairline between them; a button at
    /// its end of the range is greyed out; glyphs in label (black, white in the dark).
    static func stepperButtons(canDecrease: Bool, canIncrease: Bool, dark: Bool = false) -> View {
        func glyph(_ bars: [View], enabled: Bool) -> View {
            View.zStack(children: bars).foregroundStyle(.color(.uiKitColor(enabled ? "label" : "tertiaryLabel", dark: dark)))
                .frame(width: 46.5, height: 32)
        }
        let across = AnyShape.capsule().view.frame(width: 14, height: 2)
        let down = AnyShape.capsule().view.frame(width: 2, height: 14)
        return .zStack(children: [
            AnyShape.roundedRectangle(cornerRadius: 8).fill(.color(.uiKitColor("tertiarySystemFill", dark: dark))).frame(width: 94, height: 32),
            .hStack(spacing: 0, children: [
                glyph([across], enabled: canDecrease),
                View.color(.color(.uiKitColor("separator", dark: dark))).frame(width: 1, height: 18),
                glyph([across, down], enabled: canIncrease),
            ]),
        ])
    }

    /// The chevron pair of a menu picker (SF Symbol chevron.up.chevron.down), drawn as two strokes.
    static var chevronUpDown: View { AnyShape(name: "chevron.up.chevron.down") { rect in
        Path { p in
            let (w, h) = (rect.width, rect.height)
            p.addLines([Point(x: rect.minX, y: rect.minY + h * 0.35), Point(x: rect.midX, y: rect.minY + h * 0.04),
                        Point(x: rect.minX + w, y: rect.minY + h * 0.35)])
            p.addLines([Point(x: rect.minX, y: rect.minY + h * 0.65), Point(x: rect.midX, y: rect.minY + h * 0.96),
                        Point(x: rect.minX + w, y: rect.minY + h * 0.65)])
        }
    }.stroke(nil, style: StrokeStyle(lineWidth: 1.6, lineCap: .round, lineJoin: .round)).frame(width: 8, height: 13) }

    /// A segmented control: equal segments on a 32-point tertiarySystemFill rounded rectangle
    /// (radius 8), the selected one on a white rounded rectangle 2 points in, labels in 13-point
    /// medium (semibold when selected), hairlines between unselected neighbours. In the dark the
    /// selected segment is on systemGray2's dark grey (UIKit's dark selected segment, 99,99,102).
    static func segmentedControl(_ options: [View], selectedIndex: Int?, dark: Bool = false) -> View {
        var segments: [View] = []
        for (index, option) in options.enumerated() {
            if index > 0 {
                let hidden = index == selectedIndex || index - 1 == selectedIndex
                segments.append(View.color(.color(hidden ? .clear : .uiKitColor("separator", dark: dark))).frame(width: 1, height: 16))
            }
            let isSelected = index == selectedIndex
            var segment = option.font(.system(size: 13, weight: isSelected ? .semibold : .medium))
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            if isSelected {
                let selected = dark ? RGBA.darkNamed["systemGray2"] ?? .gray : .white
                segment = segment.background(AnyShape.roundedRectangle(cornerRadius: 7).fill(.color(selected))
                    .overlay(AnyShape.roundedRectangle(cornerRadius: 7).stroke(.color(RGBA(white: 0, alpha: 0.04)), lineWidth: 0.5))
                    .padding(2))
            }
            segments.append(segment)
        }
        return View.hStack(spacing: 0, children: segments)
            .background(AnyShape.roundedRectangle(cornerRadius: 8).fill(.color(.uiKitColor("tertiarySystemFill", dark: dark))))
            .frame(height: 32)
    }

    /// The chevron of a navigation link in a list row (SF Symbol chevron.right), in tertiaryLabel
    /// (its dark value in the dark appearance).
    static func chevronRight(dark: Bool) -> View {
        AnyShape(name: "chevron.right") { rect in
            Path { p in
                p.addLines([Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.midY), Point(x: rect.minX, y: rect.maxY)])
            }
        }.stroke(.color(.uiKitColor("tertiaryLabel", dark: dark)), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            .frame(width: 6, height: 11)
    }

    /// UIKit's medium activity indicator: eight spokes around a 20-point circle, fading clockwise
    /// behind the leading one; grey (the dark grey in the dark), or `tint` when one is set.
    static func activityIndicator(tint: ShapeStyle?, dark: Bool = false) -> View { .zStack(children: (0..<8).map { index in
        let angle = Angle.degrees(-90 + 45 * Double(index))
        let spoke = AnyShape(name: "spoke") { rect in
            let (c, s) = (cos(angle.radians), sin(angle.radians))
            let centre = Point(x: rect.midX, y: rect.midY)
            return Path { p in
                p.move(to: Point(x: centre.x + 4.5 * c, y: centre.y + 4.5 * s))
                p.addLine(to: Point(x: centre.x + 9 * c, y: centre.y + 9 * s))
            }
        }
        return spoke.stroke((tint ?? .color(.adaptive("gray", light: .gray, dark: dark))).opacity(1 - Double((8 - index) % 8) * 0.11),
                            style: StrokeStyle(lineWidth: 2.4, lineCap: .round))
    }).frame(width: 20, height: 20) }
}
