// An initializer that is not failable returns nil.
print("this program must not run")
struct Size {
    var side: Double
    init(side: Double) {
        if side < 0 { return nil }
        self.side = side
    }
}
print(Size(side: 2).side)

// expect error: only a failable initializer can return 'nil'
