import Foundation

/// The signature and `///` documentation of each declaration the session's cells made, by name
/// (`area`) and, for members, by owner and name (`Circle.area`): what inspection shows for user
/// code. The signature is the declaration's source up to its body or initial value.
struct DeclarationIndex {
    struct Entry {
        var signature: String
        var documentation: String?
        /// A `let`/`var` written without a type, whose type the checker supplies.
        var needsType = false
    }

    var entries: [String: Entry] = [:]

    /// Records a cell's top-level declarations and their members.
    mutating func record(_ file: SourceFile, scalars: [Unicode.Scalar]) {
        for statement in file.statements {
            if case .declaration(let decl) = statement.kind { record(decl, owner: nil, scalars: scalars) }
        }
    }

    private mutating func record(_ decl: Decl, owner: String?, scalars: [Unicode.Scalar]) {
        func add(_ name: String, _ signature: String, needsType: Bool = false) {
            let key = owner.map { $0 + "." + name } ?? name
            entries[key] = Entry(signature: signature, documentation: decl.docComment, needsType: needsType)
        }
        func text(to end: Int) -> String {
            Self.text(scalars, from: decl.range.start.offset, to: end)
        }
        switch decl.kind {
        case .function(let function):
            add(function.name.name, text(to: function.body?.range.start.offset ?? decl.range.end.offset))
        case .initializer(let initializer):
            add("init", text(to: initializer.body?.range.start.offset ?? decl.range.end.offset))
        case .variable(let variable):
            for binding in variable.bindings {
                guard case .identifier(let name) = binding.pattern.kind else { continue }
                let end = binding.initializer?.range.start.offset ?? binding.range.end.offset
                var signature = text(to: end)
                if signature.hasSuffix("=") { signature = String(signature.dropLast()).trimmingCharacters(in: .whitespacesAndNewlines) }
                if let brace = signature.firstIndex(of: "{") { signature = String(signature[..<brace]).trimmingCharacters(in: .whitespacesAndNewlines) }
                add(name.name, signature, needsType: binding.type == nil)
            }
        case .nominalType(let type):
            add(type.name.name, text(to: type.bodyRange.start.offset))
            for member in type.members { record(member, owner: type.name.name, scalars: scalars) }
        case .extension(let extensionDecl):
            let extended = Self.text(scalars, from: extensionDecl.extendedType.range.start.offset,
                                     to: extensionDecl.extendedType.range.end.offset)
            for member in extensionDecl.members { record(member, owner: extended, scalars: scalars) }
        case .enumCase(let enumCase):
            for element in enumCase.elements {
                add(element.name.name, "case " + Self.text(scalars, from: element.range.start.offset, to: element.range.end.offset))
            }
        default:
            break
        }
    }

    /// The source between two offsets, clamped to the cell, without surrounding whitespace.
    static func text(_ scalars: [Unicode.Scalar], from start: Int, to end: Int) -> String {
        let low = min(max(0, start), scalars.count)
        let high = min(max(low, end), scalars.count)
        return Lexer.string(scalars[low..<high]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
