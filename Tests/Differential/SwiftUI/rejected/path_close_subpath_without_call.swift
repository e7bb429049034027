// Path's closeSubpath() written without its parentheses: a mutating method, which swiftc does
// not let a program take as a function value.
print("this program must not run")
var outline = Path()
outline.move(to: CGPoint(x: 0, y: 0))
outline.addLine(to: CGPoint(x: 10, y: 0))
outline.closeSubpath
let square = Path { p in
    p.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
    p.closeSubpath
}
print(outline, square)

// expect error: cannot reference 'mutating' method as function value
