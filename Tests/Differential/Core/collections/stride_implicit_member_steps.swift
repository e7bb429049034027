// A stride's step written as an implicit member takes its type from the other arguments, as
// T.Stride does in Swift (it was left untyped and ran with a step of 1).
let wide = stride(from: 0.0, to: 10.0, by: .infinity)
print(type(of: wide))
print(Array(wide))
print(Array(stride(from: 0.0, to: 1.0, by: .init(0.5))))
print(Array(stride(from: 0.0, to: 1.0, by: .ulpOfOne * 1e15)).count)
print(Array(stride(from: 0, to: 10, by: .init(4))))
let w: Double = 10
print(Array(stride(from: 0, through: w, by: .init(5))))

// expect: StrideTo<Double>
// expect: [0.0]
// expect: [0.0, 0.5]
// expect: 5
// expect: [0, 4, 8]
// expect: [0.0, 5.0, 10.0]
