// A unary operator function needs `prefix` or `postfix`: swiftc names the one its operator has.
print("this program must not run")
prefix operator ~~
postfix operator ^^
prefix operator **
postfix operator **
struct W {
    var s: String
    static func ~~ (w: W) -> String { w.s }
    static func ^^ (w: W) -> String { w.s }
    static func ** (w: W) -> String { w.s }
}

// expect error: prefix unary operator missing 'prefix' modifier
