// The standard library declares prefix `-` but no postfix `-`; `~~` is declared prefix only.
print("this program must not run")
prefix operator ~~
struct W {
    var s: String
    static prefix func - (w: W) -> String { "pre" + w.s }
    static postfix func - (w: W) -> String { w.s + "post" }
    static postfix func ~~ (w: W) -> String { w.s + "post" }
}

// expect error: operator implementation without matching operator declaration
