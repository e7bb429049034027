import Canvas

extension Lang {
    /// The animation a live view's change asked for with `withAnimation(_:_:)`: the state it
    /// changed, from what to what, along SwiftUI's timing curve, for how long.
    public struct LiveAnimation {
        /// How long the change plays, in seconds.
        public let duration: Double
        /// The animation as SwiftUI spells it: `Animation.easeInOut(duration: 0.35)`.
        public let description: String
        /// The timing curve.
        let curve: AnimationCurve
        /// Each state cell the change moved, with its value before and after.
        let changes: [(cell: Instance, from: Value, to: Value)]

        /// The animation `value` (a prelude `Animation`: its curve and duration) plays over `changes`.
        init?(_ value: Value, changes: [(cell: Instance, from: Value, to: Value)]) {
            guard !changes.isEmpty, case .structValue(_, let fields) = value, fields.count >= 2,
                  case .enumValue(let curveDecl, let index, _) = fields[0].unboxed, curveDecl.cases.indices.contains(index),
                  let duration = fields[1].unboxed.doubleValue else { return nil }
            let name = curveDecl.cases[index].name
            self.duration = duration.isFinite ? max(0, duration) : 0
            self.curve = fields.count > 4 ? ViewBridge.timingCurve(fields[4]) ?? AnimationCurve(rawValue: name) ?? .easeInOut
                : AnimationCurve(rawValue: name) ?? .easeInOut
            self.description = curve.spelling(duration: duration)
            self.changes = changes
        }

        /// A value `t` (eased progress) of the way from `a` to `b`: numbers and structs of numbers
        /// move, values equal at both ends stay, two values of the library's `color` blend in
        /// linear light (`blendedColor`); nil when the two cannot be blended.
        static func interpolate(_ a: Value, _ b: Value, _ t: Double, color: NominalDecl? = nil) -> Value? {
            switch (a.unboxed, b.unboxed) {
            case (.double(let x), .double(let y)): return .double(x + (y - x) * t)
            case (.float(let x), .float(let y)): return .float(x + (y - x) * Float(t))
            case (.int(let x), .int(let y)):
                let blended = (Double(x) + (Double(y) - Double(x)) * t).rounded()
                return blended.isFinite && abs(blended) < 9.0e15 ? .int(Int(blended)) : nil
            case (.structValue(let decl, let from), .structValue(let other, let to)) where decl === other && from.count == to.count:
                if decl === color { return blendedColor(decl, from, to, t) }
                var fields: [Value] = []
                for (x, y) in zip(from, to) {
                    guard let field = x == y ? x : interpolate(x, y, t, color: color) else { return nil }
                    fields.append(field)
                }
                return .structValue(decl, fields)
            case let (x, y): return x == y ? x : nil
            }
        }
    }
}

extension Lang.LiveCell {
    /// The figure `animation` shows at linear progress 0…1 (its curve applied here): the view
    /// evaluated with the state it moved part of the way; nil when that cannot be drawn. State
    /// that cannot move part of the way (a `Bool` toggled) is drawn at both ends and the two
    /// figures blend (`DisplayList.blending`), as SwiftUI animates what such a change draws.
    /// The state is left at the change's end.
    public func frame(of animation: Lang.LiveAnimation, at progress: Double) -> Figure? {
        let linear = progress.isFinite ? min(max(progress, 0), 1) : 1
        let eased = animation.curve(linear)
        return try? session.runLive(output: { _ in }) { [self] interpreter -> Figure in
            defer { for change in animation.changes where !change.cell.fields.isEmpty { change.cell.fields[0] = change.to } }
            let color = session.libraryTypes?.declarations["Color"]
            var jumps: [(cell: Instance, from: Value, to: Value)] = []
            for change in animation.changes where !change.cell.fields.isEmpty {
                // The ends are the states themselves (blending at 1 can miss the target by an ulp).
                let value = linear == 0 ? change.from : linear == 1 ? change.to
                    : Lang.LiveAnimation.interpolate(change.from, change.to, eased, color: color)
                if value == nil { jumps.append(change) }
                change.cell.fields[0] = value ?? change.from
            }
            let figure = try evaluate(interpreter).figure
            guard !jumps.isEmpty else { return figure }
            for change in jumps { change.cell.fields[0] = change.to }
            var end = try evaluate(interpreter).figure
            end.displayList = DisplayList.blending(figure.displayList, end.displayList, by: eased)
            return end
        }
    }
}
