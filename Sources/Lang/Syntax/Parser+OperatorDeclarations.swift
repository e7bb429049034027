/// How an infix operator folds: a rank (the standard groups at ten times `PrecedenceGroup.rank`,
/// so a cell's own group fits between two of them) and an associativity.
struct FoldingPrecedence: Equatable {
    var rank: Int
    var associativity: PrecedenceGroup.Associativity
    /// The group's Swift name, for "non-associative precedence group" errors.
    var name: String

    init(_ group: PrecedenceGroup) {
        rank = group.rank * 10
        associativity = group.associativity
        name = group.rawValue
    }

    init(rank: Int, associativity: PrecedenceGroup.Associativity, name: String) {
        self.rank = rank
        self.associativity = associativity
        self.name = name
    }
}

extension Parser {
    /// Finds the cell's `infix operator X : Group` declarations before parsing, so an operator
    /// used above its declaration (as Swift allows) still folds with its group's precedence.
    mutating func collectOperatorDeclarations() {
        let groups = declaredGroups()
        for position in tokens.indices where tokens[position].isKeyword(.operator) {
            guard position > 0, tokens[position - 1].isIdentifier("infix"),
                  position + 3 < tokens.count, tokens[position + 1].kind == .operator,
                  tokens[position + 2].kind == .colon else { continue }
            let groupName = tokens[position + 3].text
            if let group = PrecedenceGroup(swiftName: groupName) {
                operatorGroups[tokens[position + 1].text] = FoldingPrecedence(group)
            } else if let declared = groups[groupName] {
                operatorGroups[tokens[position + 1].text] = declared
            }
        }
    }

    /// The `precedencegroup`s declared in the cell, by name: each just above (`higherThan`) or
    /// below (`lowerThan`) the first standard group it names, with its declared associativity.
    private func declaredGroups() -> [String: FoldingPrecedence] {
        var groups: [String: FoldingPrecedence] = [:]
        for position in tokens.indices where tokens[position].isKeyword(.precedencegroup) {
            guard position + 2 < tokens.count, tokens[position + 2].kind == .leftBrace else { continue }
            let name = tokens[position + 1].text
            var rank: Int?
            var associativity = PrecedenceGroup.Associativity.none
            var cursor = position + 3
            while cursor + 2 < tokens.count, tokens[cursor].kind != .rightBrace {
                let key = tokens[cursor].text
                let value = tokens[cursor + 2].text
                if rank == nil, key == "higherThan" || key == "lowerThan", tokens[cursor + 1].kind == .colon,
                   let related = PrecedenceGroup(swiftName: value) {
                    rank = related.rank * 10 + (key == "higherThan" ? 5 : -5)
                } else if key == "associativity", tokens[cursor + 1].kind == .colon {
                    associativity = value == "left" ? .left : value == "right" ? .right : .none
                }
                cursor += 1
            }
            groups[name] = FoldingPrecedence(rank: rank ?? FoldingPrecedence(.default).rank,
                                             associativity: associativity, name: name)
        }
        return groups
    }
}
