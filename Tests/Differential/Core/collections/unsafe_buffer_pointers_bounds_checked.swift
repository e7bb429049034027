// An array's `withUnsafeBufferPointer` and `withUnsafeMutableBufferPointer` in their common
// safe uses: reading the buffer as a collection, writing its elements back to the array.
var numbers = [1, 2, 3, 4]
let sum = numbers.withUnsafeBufferPointer { $0.reduce(0, +) }
print(sum)
numbers.withUnsafeMutableBufferPointer { buffer in
    for i in buffer.indices { buffer[i] *= 2 }
}
print(numbers)
print(numbers.withUnsafeBufferPointer { $0.count }, numbers.withUnsafeBufferPointer { $0[1] })
numbers.withUnsafeMutableBufferPointer { buffer in
    let first = buffer[0]
    buffer[0] = buffer[3]
    buffer[3] = first
}
print(numbers)
print(numbers.withUnsafeBufferPointer { $0.first } as Any, numbers.withUnsafeBufferPointer { Array($0) })
let largest = numbers.withUnsafeBufferPointer { buffer -> Int in
    var best = buffer[0]
    for value in buffer where value > best { best = value }
    return best
}
print(largest)

// expect: 10
// expect: [2, 4, 6, 8]
// expect: 4 4
// expect: [8, 4, 6, 2]
// expect: Optional(8) [8, 4, 6, 2]
// expect: 8
