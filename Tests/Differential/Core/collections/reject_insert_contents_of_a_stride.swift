// insert(contentsOf:at:) takes a Collection: a stride is only a Sequence.
print("this program must not run")
var nums = [1, 5]
nums.insert(contentsOf: stride(from: 2, to: 5, by: 1), at: 1)
print(nums)

// expect error: instance method 'insert(contentsOf:at:)' requires that 'StrideTo<Int>' conform to 'Collection'
