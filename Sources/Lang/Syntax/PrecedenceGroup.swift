/// Swift's standard precedence groups, from the standard library's declarations, plus
/// `DefaultPrecedence` for custom infix operators declared without a group.
///
/// Casting (`as`, `as?`, `as!`, `is`) and the ternary `?:` have groups too although they are not
/// `BinaryOperator`s: the parser folds them in the same precedence climb.
public enum PrecedenceGroup: String, CaseIterable, Hashable, Sendable {
    case assignment = "AssignmentPrecedence"
    case ternary = "TernaryPrecedence"
    case `default` = "DefaultPrecedence"
    case logicalDisjunction = "LogicalDisjunctionPrecedence"
    case logicalConjunction = "LogicalConjunctionPrecedence"
    case comparison = "ComparisonPrecedence"
    case nilCoalescing = "NilCoalescingPrecedence"
    case casting = "CastingPrecedence"
    case rangeFormation = "RangeFormationPrecedence"
    case addition = "AdditionPrecedence"
    case multiplication = "MultiplicationPrecedence"
    case bitwiseShift = "BitwiseShiftPrecedence"

    /// How operators of one group chain: `a - b - c` is `(a - b) - c`, `a ?? b ?? c` is
    /// `a ?? (b ?? c)`, and `a < b < c` is an error.
    public enum Associativity: Hashable, Sendable {
        case left, right, none
    }

    /// Higher binds tighter. Swift orders the groups only partially (`DefaultPrecedence` is just
    /// `higherThan: TernaryPrecedence`); ranking it directly above the ternary accepts every program
    /// Swift accepts and also a few mixes Swift rejects as unordered, which is harmless here.
    public var rank: Int {
        switch self {
        case .assignment: 0
        case .ternary: 1
        case .default: 2
        case .logicalDisjunction: 3
        case .logicalConjunction: 4
        case .comparison: 5
        case .nilCoalescing: 6
        case .casting: 7
        case .rangeFormation: 8
        case .addition: 9
        case .multiplication: 10
        case .bitwiseShift: 11
        }
    }

    /// The group's associativity, as the standard library declares it.
    public var associativity: Associativity {
        switch self {
        case .assignment, .ternary, .nilCoalescing: .right
        // `DefaultPrecedence` declares no associativity: `a <> b <> c` is an error in swiftc.
        case .comparison, .rangeFormation, .casting, .default: .none
        case .logicalDisjunction, .logicalConjunction, .addition, .multiplication,
             .bitwiseShift: .left
        }
    }

    /// The group a `precedencegroup`/`infix operator` declaration names, by its Swift name.
    public init?(swiftName: String) {
        self.init(rawValue: swiftName)
    }
}
