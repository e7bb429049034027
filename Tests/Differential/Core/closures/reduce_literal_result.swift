// A literal initial result keeps its default type unless the combining function needs the
// elements' type: then it takes that type (as swiftc's solver does).
let xs = [1.5, 2.5]
print(xs.reduce(0) { $0 + $1 })
print(xs.reduce(0, +))
print(xs.reduce(into: 0) { $0 += $1 })
print(xs.reduce(into: 0) { acc, x in
    acc += x * 2
})
print(type(of: xs.reduce(0) { n, _ in n + 1 }), xs.reduce(0) { n, _ in n + 1 })
print(type(of: xs.reduce(into: 0) { n, _ in n += 1 }))
let fs: [Float] = [1, 2, 3.5]
print(fs.reduce(into: 0) { $0 = max($0, $1) }, type(of: fs.reduce(0, +)))
let bytes: [UInt8] = [200, 50]
print(bytes.reduce(0, max), type(of: bytes.reduce(0) { $0 + Int($1) }))

// expect: 4.0
// expect: 4.0
// expect: 4.0
// expect: 8.0
// expect: Int 2
// expect: Int
// expect: 3.5 Float
// expect: 200 Int
