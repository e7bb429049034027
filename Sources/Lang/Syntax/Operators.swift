/// An infix operator: Swift's standard ones, each with its precedence group, and any custom one by
/// its spelling (an `infix operator` declaration gives it a group; see `PrecedenceGroup`).
public enum BinaryOperator: Hashable, Sendable, CustomStringConvertible {
    // BitwiseShiftPrecedence
    case shiftLeft, shiftRight, maskingShiftLeft, maskingShiftRight
    // MultiplicationPrecedence
    case multiply, divide, remainder, overflowMultiply, bitwiseAnd
    // AdditionPrecedence
    case add, subtract, overflowAdd, overflowSubtract, bitwiseOr, bitwiseXor
    // RangeFormationPrecedence
    case closedRange, halfOpenRange
    // NilCoalescingPrecedence
    case nilCoalescing
    // ComparisonPrecedence
    case equal, notEqual, identical, notIdentical, less, lessOrEqual, greater, greaterOrEqual
    case patternMatch
    // LogicalConjunctionPrecedence, LogicalDisjunctionPrecedence
    case logicalAnd, logicalOr
    // AssignmentPrecedence
    case assign
    case multiplyAssign, divideAssign, remainderAssign, addAssign, subtractAssign
    case shiftLeftAssign, shiftRightAssign, bitwiseAndAssign, bitwiseOrAssign, bitwiseXorAssign
    case overflowMultiplyAssign, overflowAddAssign, overflowSubtractAssign
    case maskingShiftLeftAssign, maskingShiftRightAssign
    /// A user-declared operator, by spelling.
    case custom(String)

    /// Every standard operator, for the spelling table.
    public static let standard: [BinaryOperator] = [
        .shiftLeft, .shiftRight, .maskingShiftLeft, .maskingShiftRight,
        .multiply, .divide, .remainder, .overflowMultiply, .bitwiseAnd,
        .add, .subtract, .overflowAdd, .overflowSubtract, .bitwiseOr, .bitwiseXor,
        .closedRange, .halfOpenRange, .nilCoalescing,
        .equal, .notEqual, .identical, .notIdentical, .less, .lessOrEqual, .greater, .greaterOrEqual,
        .patternMatch, .logicalAnd, .logicalOr, .assign,
        .multiplyAssign, .divideAssign, .remainderAssign, .addAssign, .subtractAssign,
        .shiftLeftAssign, .shiftRightAssign, .bitwiseAndAssign, .bitwiseOrAssign, .bitwiseXorAssign,
        .overflowMultiplyAssign, .overflowAddAssign, .overflowSubtractAssign,
        .maskingShiftLeftAssign, .maskingShiftRightAssign,
    ]

    private static let bySpelling: [String: BinaryOperator] =
        Dictionary(uniqueKeysWithValues: standard.map { ($0.spelling, $0) })

    /// The operator spelled `spelling`: a standard one, or `.custom`.
    public init(spelling: String) {
        self = Self.bySpelling[spelling] ?? .custom(spelling)
    }

    /// The operator as written in source.
    public var spelling: String {
        switch self {
        case .shiftLeft: "<<"
        case .shiftRight: ">>"
        case .maskingShiftLeft: "&<<"
        case .maskingShiftRight: "&>>"
        case .multiply: "*"
        case .divide: "/"
        case .remainder: "%"
        case .overflowMultiply: "&*"
        case .bitwiseAnd: "&"
        case .add: "+"
        case .subtract: "-"
        case .overflowAdd: "&+"
        case .overflowSubtract: "&-"
        case .bitwiseOr: "|"
        case .bitwiseXor: "^"
        case .closedRange: "..."
        case .halfOpenRange: "..<"
        case .nilCoalescing: "??"
        case .equal: "=="
        case .notEqual: "!="
        case .identical: "==="
        case .notIdentical: "!=="
        case .less: "<"
        case .lessOrEqual: "<="
        case .greater: ">"
        case .greaterOrEqual: ">="
        case .patternMatch: "~="
        case .logicalAnd: "&&"
        case .logicalOr: "||"
        case .assign: "="
        case .multiplyAssign: "*="
        case .divideAssign: "/="
        case .remainderAssign: "%="
        case .addAssign: "+="
        case .subtractAssign: "-="
        case .shiftLeftAssign: "<<="
        case .shiftRightAssign: ">>="
        case .bitwiseAndAssign: "&="
        case .bitwiseOrAssign: "|="
        case .bitwiseXorAssign: "^="
        case .overflowMultiplyAssign: "&*="
        case .overflowAddAssign: "&+="
        case .overflowSubtractAssign: "&-="
        case .maskingShiftLeftAssign: "&<<="
        case .maskingShiftRightAssign: "&>>="
        case .custom(let spelling): spelling
        }
    }

    /// The standard library's group for a standard operator; `.default` for a custom one (the
    /// parser looks up a declared group itself).
    public var precedenceGroup: PrecedenceGroup {
        switch self {
        case .shiftLeft, .shiftRight, .maskingShiftLeft, .maskingShiftRight: .bitwiseShift
        case .multiply, .divide, .remainder, .overflowMultiply, .bitwiseAnd: .multiplication
        case .add, .subtract, .overflowAdd, .overflowSubtract, .bitwiseOr, .bitwiseXor: .addition
        case .closedRange, .halfOpenRange: .rangeFormation
        case .nilCoalescing: .nilCoalescing
        case .equal, .notEqual, .identical, .notIdentical, .less, .lessOrEqual, .greater,
             .greaterOrEqual, .patternMatch: .comparison
        case .logicalAnd: .logicalConjunction
        case .logicalOr: .logicalDisjunction
        case .assign, .multiplyAssign, .divideAssign, .remainderAssign, .addAssign, .subtractAssign,
             .shiftLeftAssign, .shiftRightAssign, .bitwiseAndAssign, .bitwiseOrAssign,
             .bitwiseXorAssign, .overflowMultiplyAssign, .overflowAddAssign,
             .overflowSubtractAssign, .maskingShiftLeftAssign, .maskingShiftRightAssign: .assignment
        case .custom: .default
        }
    }

    /// For a compound assignment (`+=`), the operator it applies (`+`); nil otherwise (also for `=`).
    public var compoundBase: BinaryOperator? {
        switch self {
        case .multiplyAssign: .multiply
        case .divideAssign: .divide
        case .remainderAssign: .remainder
        case .addAssign: .add
        case .subtractAssign: .subtract
        case .shiftLeftAssign: .shiftLeft
        case .shiftRightAssign: .shiftRight
        case .bitwiseAndAssign: .bitwiseAnd
        case .bitwiseOrAssign: .bitwiseOr
        case .bitwiseXorAssign: .bitwiseXor
        case .overflowMultiplyAssign: .overflowMultiply
        case .overflowAddAssign: .overflowAdd
        case .overflowSubtractAssign: .overflowSubtract
        case .maskingShiftLeftAssign: .maskingShiftLeft
        case .maskingShiftRightAssign: .maskingShiftRight
        default: nil
        }
    }

    public var description: String { spelling }
}

/// A prefix operator: `-x`, `+x`, `!x`, `~x`, the partial ranges `...b` and `..<b`, or a custom one.
/// (`&x` for an inout argument is `ExprKind.inOut`, not an operator.)
public enum PrefixOperator: Hashable, Sendable, CustomStringConvertible {
    case negate, plus, not, bitwiseNot, upTo, upThrough
    case custom(String)

    public init(spelling: String) {
        switch spelling {
        case "-": self = .negate
        case "+": self = .plus
        case "!": self = .not
        case "~": self = .bitwiseNot
        case "..<": self = .upTo
        case "...": self = .upThrough
        default: self = .custom(spelling)
        }
    }

    public var spelling: String {
        switch self {
        case .negate: "-"
        case .plus: "+"
        case .not: "!"
        case .bitwiseNot: "~"
        case .upTo: "..<"
        case .upThrough: "..."
        case .custom(let spelling): spelling
        }
    }

    public var description: String { spelling }
}

/// A postfix operator: the partial range `a...`, or a custom one. (`a!` and `a?` are
/// `ExprKind.forceUnwrap` and `ExprKind.bindOptional`, not operators.)
public enum PostfixOperator: Hashable, Sendable, CustomStringConvertible {
    case from
    case custom(String)

    public init(spelling: String) {
        self = spelling == "..." ? .from : .custom(spelling)
    }

    public var spelling: String {
        switch self {
        case .from: "..."
        case .custom(let spelling): spelling
        }
    }

    public var description: String { spelling }
}
