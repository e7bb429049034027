import Foundation

/// The signature and `///` documentation of each declaration the session's cells made, by name
/// (`area`) and, for members, by owner and name (`Circle.area`): what inspection shows for user
/// code. The signature is the declaration's source up to its body or initial value.
struct DeclarationIndex {
    /// One declaration: its signature, its documentation, and whether the checker supplies its type.
    struct Entry {
        var signature: String
        var documentation: String?
        /// A `let`/`var` written without a type, whose type the checker supplies.
        var needsType = false
    }

    var entries: [String: Entry] = [:]

    /// The library prelude's declarations, recorded once per process: every session starts from
    /// these, so Shift-Tab on `rect.insetBy` or `Capsule` shows the prelude's doc comment.
    static let prelude: DeclarationIndex = {
        var index = DeclarationIndex()
        let source = Prelude.source
        index.record(Prelude.parse(source).file, scalars: Array(source.unicodeScalars))
        return index
    }()

    /// This index over `base`: where both have an entry for a name, this one's wins.
    func layered(over base: DeclarationIndex) -> DeclarationIndex {
        var result = base
        result.entries.merge(entries) { _, own in own }
        return result
    }

    /// Records a cell's top-level declarations and their members.
    mutating func record(_ file: SourceFile, scalars: [Unicode.Scalar]) {
        for statement in file.statements {
            if case .declaration(let decl) = statement.kind { record(decl, owner: nil, scalars: scalars) }
        }
    }

    private mutating func record(_ decl: Decl, owner: String?, scalars: [Unicode.Scalar]) {
        for declared in Self.signatures(of: decl, scalars: scalars) {
            let key = owner.map { $0 + "." + declared.name } ?? declared.name
            entries[key] = Entry(signature: declared.signature, documentation: decl.docComment, needsType: declared.needsType)
        }
        switch decl.kind {
        case .nominalType(let type):
            for member in type.members { record(member, owner: type.name.name, scalars: scalars) }
            if let memberwise = Self.memberwiseSignature(of: type, scalars: scalars) {
                entries[type.name.name + ".init"] = Entry(signature: memberwise, documentation: nil)
            }
        case .extension(let extensionDecl):
            let extended = Self.extendedName(extensionDecl, scalars: scalars)
            for member in extensionDecl.members { record(member, owner: extended, scalars: scalars) }
        default:
            break
        }
    }

    /// What a declaration declares, each name with its signature: the source up to the body or
    /// initial value, without a library body's `@_native("…")` binding. A `let`/`var` written
    /// without a type `needsType` (the checker supplies it). Empty for an extension.
    static func signatures(of decl: Decl, scalars: [Unicode.Scalar]) -> [(name: String, signature: String, needsType: Bool)] {
        func text(to end: Int) -> String {
            withoutNativeBinding(Self.text(scalars, from: decl.range.start.offset, to: end))
        }
        switch decl.kind {
        case .function(let function):
            return [(function.name.name, text(to: function.body?.range.start.offset ?? decl.range.end.offset), false)]
        case .initializer(let initializer):
            return [("init", text(to: initializer.body?.range.start.offset ?? decl.range.end.offset), false)]
        case .variable(let variable):
            return variable.bindings.compactMap { binding in
                guard case .identifier(let name) = binding.pattern.kind else { return nil }
                let end = binding.initializer?.range.start.offset ?? binding.range.end.offset
                var signature = text(to: end)
                if signature.hasSuffix("=") { signature = String(signature.dropLast()).trimmingCharacters(in: .whitespacesAndNewlines) }
                if let brace = signature.firstIndex(of: "{") { signature = String(signature[..<brace]).trimmingCharacters(in: .whitespacesAndNewlines) }
                return (name.name, signature, binding.type == nil)
            }
        case .nominalType(let type):
            return [(type.name.name, text(to: type.bodyRange.start.offset), false)]
        case .enumCase(let enumCase):
            return enumCase.elements.map { element in
                (element.name.name, "case " + Self.text(scalars, from: element.range.start.offset, to: element.range.end.offset), false)
            }
        default:
            return []
        }
    }

    /// The extended type as written (`View`, `Shape`).
    static func extendedName(_ extensionDecl: ExtensionDecl, scalars: [Unicode.Scalar]) -> String {
        text(scalars, from: extensionDecl.extendedType.range.start.offset, to: extensionDecl.extendedType.range.end.offset)
    }

    /// A signature without the leading `@_native("Name")`, which says how the library runs the
    /// declaration, not what it is, nor a parameter's `@_genericInResult`, which says how the
    /// checker reads SwiftUI's generic parameter (Checker+OpenedExistentials).
    private static func withoutNativeBinding(_ signature: String) -> String {
        let signature = signature.replacingOccurrences(of: "@_genericInResult ", with: "")
        guard signature.hasPrefix("@_native("), let close = signature.firstIndex(of: ")") else { return signature }
        return signature[signature.index(after: close)...].trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The source between two offsets, clamped to the cell, without surrounding whitespace.
    static func text(_ scalars: [Unicode.Scalar], from start: Int, to end: Int) -> String {
        let low = min(max(0, start), scalars.count)
        let high = min(max(low, end), scalars.count)
        return Lexer.string(scalars[low..<high]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
