extension Parser {
    /// Finds the cell's `infix operator X : Group` declarations before parsing, so an operator
    /// used above its declaration (as Swift allows) still folds with its group's precedence.
    mutating func collectOperatorDeclarations() {
        for position in tokens.indices where tokens[position].isKeyword(.operator) {
            guard position > 0, tokens[position - 1].isIdentifier("infix"),
                  position + 3 < tokens.count, tokens[position + 1].kind == .operator,
                  tokens[position + 2].kind == .colon else { continue }
            let groupName = tokens[position + 3].text
            if let group = PrecedenceGroup(swiftName: groupName) {
                operatorGroups[tokens[position + 1].text] = group
            } else if let declared = declaredGroup(named: groupName) {
                operatorGroups[tokens[position + 1].text] = declared
            }
        }
    }

    /// A `precedencegroup` declared in the cell, ranked by its first standard `higherThan` or
    /// `lowerThan` relation (just above or below that group).
    private func declaredGroup(named name: String) -> PrecedenceGroup? {
        for position in tokens.indices where tokens[position].isKeyword(.precedencegroup) {
            guard position + 1 < tokens.count, tokens[position + 1].text == name else { continue }
            var cursor = position + 2
            while cursor + 2 < tokens.count, tokens[cursor].kind != .rightBrace {
                let key = tokens[cursor].text
                if key == "higherThan" || key == "lowerThan",
                   let related = PrecedenceGroup(swiftName: tokens[cursor + 2].text) {
                    let rank = related.rank + (key == "higherThan" ? 1 : -1)
                    return PrecedenceGroup.allCases.first { $0.rank == rank } ?? related
                }
                cursor += 1
            }
        }
        return nil
    }
}
