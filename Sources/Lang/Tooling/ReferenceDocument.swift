/// docs/reference.md: every name Lang's library declares, with its Swift declaration and
/// doc comment, generated from the two places they are declared, which the checker, completion
/// and Shift-Tab read too: the standard library's table (`StandardLibrary`) and the drawing
/// surface's Swift source (`Prelude`). `LangReferenceTests` fails when the file is stale.
enum ReferenceDocument {
    /// The command that rewrites the file, which the header and the stale-file test name.
    static let command = "SHAPEBOOK_WRITE_REFERENCE=1 swift test --filter LangReferenceTests"

    static func markdown() -> String {
        var lines = [
            "# Lang library reference",
            "",
            "Generated from the typed language's library (`Sources/Lang/Library`): the standard library's table",
            "(`Standard/StandardLibrary+*.swift`) and the drawing surface's Swift declarations (`Prelude/Prelude+*.swift`).",
            "Run `\(command)` after changing a declaration.",
            "The same declarations and doc comments are what completion and Shift-Tab show for the typed language.",
            "",
        ]
        lines += standardLibrary()
        lines += drawingSurface()
        return lines.joined(separator: "\n") + "\n"
    }

    /// The headings of the table's owners, in the order the reference lists them.
    private static let owners: [(owner: String, title: String)] = [
        ("", "Free functions"),
        ("BinaryInteger", "Integers: `Int`, `Int8`…`Int64`, `UInt`, `UInt8`…`UInt64` (`BinaryInteger`)"),
        ("Int", "`Int`"),
        ("BinaryFloatingPoint", "Floating-point numbers: `Double`, `CGFloat`, `Float` (`BinaryFloatingPoint`)"),
        ("CustomStringConvertible", "Numbers, `Bool`, `String` and `Character` (`CustomStringConvertible`)"),
        ("Bool", "`Bool`"),
        ("String", "`String`"),
        ("Substring", "`Substring`"),
        ("Character", "`Character`"),
        ("Collection", "Collections: arrays, sets, dictionaries, ranges, strings (`Collection`)"),
        ("Sequence", "Sequences: arrays, sets, dictionaries, ranges, strings (`Sequence`)"),
        ("Array", "`Array`"),
        ("Set", "`Set`"),
        ("Dictionary", "`Dictionary`"),
        ("Range", "`Range` and `ClosedRange`"),
        ("Optional", "`Optional`"),
    ]

    private static func standardLibrary() -> [String] {
        var lines = ["## Standard library", ""]
        let listed = Set(owners.map(\.owner))
        let unlisted = Set(StandardLibrary.entries.map(\.owner)).subtracting(listed).sorted()
        for (owner, title) in owners + unlisted.map({ ($0, "`\($0)`") }) {
            let entries = StandardLibrary.entries.filter { $0.owner == owner }
            guard !entries.isEmpty else { continue }
            lines += ["### \(title)", ""]
            for builtin in entries {
                lines += ["#### `\(selector(builtin))`", "", "```swift", builtin.declaration, "```", "", builtin.documentation, ""]
            }
        }
        return lines
    }

    /// `isMultiple(of:)`, `count`, `Int.max`'s `max`: how Swift's documentation names a member.
    private static func selector(_ builtin: Builtin) -> String {
        let signature = builtin.signature
        guard signature.kind != .property else { return builtin.name }
        return builtin.name + "(" + signature.labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    private static func drawingSurface() -> [String] {
        var lines = ["## Drawing surface", "",
                     "SwiftUI's and CoreGraphics' types as Lang declares them; Shapebook's own shapes are among them.", ""]
        let source = Prelude.source
        let scalars = Array(source.unicodeScalars)
        for statement in Prelude.parse(source).file.statements {
            guard case .declaration(let decl) = statement.kind else { continue }
            switch decl.kind {
            case .nominalType(let type):
                guard isPublic(type.name.name) else { continue }
                lines += entry(decl, heading: "###", owner: nil, scalars: scalars)
                lines += memberEntries(type, owner: type.name.name, scalars: scalars)
            case .extension(let extensionDecl):
                let extended = DeclarationIndex.extendedName(extensionDecl, scalars: scalars)
                guard isPublic(extended) else { continue }
                let members = extensionDecl.members.flatMap { entry($0, heading: "####", owner: extended, scalars: scalars) }
                if !members.isEmpty { lines += ["### extension `\(extended)`", ""] + members }
            default:
                lines += entry(decl, heading: "###", owner: nil, scalars: scalars)
            }
        }
        return lines
    }

    /// The entries of a type's members, and of the members of its public nested types
    /// (`GraphicsContext.Shading.color`), at most a few levels deep.
    private static func memberEntries(_ type: NominalTypeDecl, owner: String, scalars: [Unicode.Scalar], depth: Int = 0) -> [String] {
        type.members.flatMap { member -> [String] in
            var lines = entry(member, heading: "####", owner: owner, scalars: scalars)
            if case .nominalType(let nested) = member.kind, isPublic(nested.name.name), depth < 4 {
                lines += memberEntries(nested, owner: owner + "." + nested.name.name, scalars: scalars, depth: depth + 1)
            }
            return lines
        }
    }

    /// A declaration's heading, signature and doc comment; nothing for the library's own
    /// underscored helpers.
    private static func entry(_ decl: Decl, heading: String, owner: String?, scalars: [Unicode.Scalar]) -> [String] {
        let declared = DeclarationIndex.signatures(of: decl, scalars: scalars).filter { isPublic($0.name) }
        guard let first = declared.first else { return [] }
        let name = owner.map { $0 + "." + first.name } ?? first.name
        var lines = ["\(heading) `\(name)`", "", "```swift"] + declared.map(\.signature) + ["```", ""]
        if let documentation = decl.docComment { lines += [documentation, ""] }
        return lines
    }

    private static func isPublic(_ name: String) -> Bool {
        !name.hasPrefix("_")
    }
}
