extension Prelude {
    /// Alignments a program declares, as SwiftUI spells them: an `AlignmentID` type whose
    /// `defaultValue(in:)` places the guide in a view that sets none, and
    /// `VerticalAlignment(MyAlignment.self)` for stacks and `.alignmentGuide` to line up on
    /// (`ViewBridge+CustomAlignment.swift`, Canvas's `CustomAlignment`).
    static let customAlignment = #"""
    /// A type that names an alignment and gives its guide's place in a view that sets none.
    protocol AlignmentID {
        /// The guide's value in a view of dimensions `context` that does not set it.
        static func defaultValue(in context: ViewDimensions) -> CGFloat
    }

    extension HorizontalAlignment {
        /// The alignment `id` names (`static let my = HorizontalAlignment(MyAlignment.self)`).
        init(_ id: any AlignmentID.Type) { self = ._custom(id) }
        /// The name `ViewDimensions` keeps this guide's value under.
        var _key: String {
            switch self {
            case ._custom(let id): return "h.\(id)"
            default: return "h.\(self)"
            }
        }
    }

    extension VerticalAlignment {
        /// The alignment `id` names (`static let my = VerticalAlignment(MyAlignment.self)`).
        init(_ id: any AlignmentID.Type) { self = ._custom(id) }
        /// The name `ViewDimensions` keeps this guide's value under.
        var _key: String {
            switch self {
            case ._custom(let id): return "v.\(id)"
            default: return "v.\(self)"
            }
        }
    }

    /// `id.defaultValue(in: dimensions)`, called on the ID type the alignment was made from.
    @_native("AlignmentID.defaultValue") func _alignmentDefault(_ id: any AlignmentID.Type, _ dimensions: ViewDimensions) -> CGFloat
    """#
}
