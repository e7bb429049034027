// as? and is with protocol types.
protocol Resizable { func resized(by k: Double) -> Double }
struct Box: Resizable { var size: Double; func resized(by k: Double) -> Double { size * k } }
struct Label { var text: String }
let values: [Any] = [Box(size: 2), Label(text: "x"), 5]
for v in values {
    if let r = v as? any Resizable {
        print("resizable", r.resized(by: 3))
    } else {
        print("not resizable", v is Label)
    }
}

// expect: resizable 6.0
// expect: not resizable true
// expect: not resizable false
