/// Generates docs/reference.md from the builtin table: the one source of the builtins'
/// signatures and documentation (completion and inspection read the same table).
enum Reference {
    static func markdown(_ table: BuiltinTable = BuiltinTable()) -> String {
        var out = "# Shapebook language reference\n\n"
        out += "Generated from the interpreter's builtin table (`Sources/Language/Builtins`) by `ReferenceTests`;"
        out += " run `SHAPEBOOK_WRITE_REFERENCE=1 swift test --filter ReferenceTests` after changing a builtin.\n"
        out += "The same text is what Shift-Tab (inspection) shows in a notebook. See docs/language.md for a guide.\n\n"
        var sections: [String: [(String, Builtin)]] = [:]
        for (name, builtin) in table.allEntries where !builtin.doc.isEmpty {
            let section: String
            if builtin.owner == "global" { section = "Global functions" }
            else if table.types[name] != nil { section = "Types and initializers" }
            else { section = builtin.owner.isEmpty ? "Other" : builtin.owner }
            sections[section, default: []].append((name, builtin))
        }
        let order = ["Global functions", "Types and initializers"] + sections.keys.filter { $0 != "Global functions" && $0 != "Types and initializers" }.sorted()
        for section in order {
            guard let entries = sections[section] else { continue }
            out += "## \(section)\n\n"
            for (name, builtin) in entries {
                out += "### `\(name)`\n\n\(builtin.doc)\n\n```swift\n" + builtin.signatures.joined(separator: "\n") + "\n```\n\n"
                let parameters = Builtin.parameterLines(for: name)
                if !parameters.isEmpty { out += parameters.joined(separator: "\n") + "\n\n" }
            }
        }
        return out
    }
}
