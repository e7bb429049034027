// String(["x", "y"]) builds a string from the literals as Characters, as String(cs) does from [Character].
print(String(["x", "y"]))
let corners: [Character] = ["┌", "─", "┐"]
print(String(corners), String(corners.reversed()))
let label = String(["R", "i", "n", "g"]) + " " + String(repeating: "*", count: 3)
print(label, label.count)
print(String(describing: ["x", "y"]))

// expect: xy
// expect: ┌─┐ ┐─┌
// expect: Ring *** 8
// expect: ["x", "y"]
