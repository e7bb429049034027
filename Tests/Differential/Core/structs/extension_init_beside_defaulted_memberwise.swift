// An extension's init with other labels sits beside the memberwise one: `Size(width:)` picks the
// extension's, which takes exactly its argument, over the memberwise `init(width:height:)` with
// `height` left to its default; both labels pick the memberwise one.
struct Size {
    var width: Int
    var height: Int = 3
}
extension Size {
    init(width: Int) {
        self.width = width * 10
        self.height = 0
    }
}
let a = Size(width: 1)
let b = Size(width: 1, height: 2)
print(a.width, a.height, b.width, b.height)

// expect: 10 0 1 2
