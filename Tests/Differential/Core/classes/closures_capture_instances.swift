// A closure that captures an instance sees later changes to it.
class Box { var value = 1 }
let box = Box()
let read = { box.value * 10 }
box.value = 4
print(read())
var actions: [() -> Void] = []
for i in 1...3 { actions.append { box.value += i } }
actions.forEach { $0() }
print(box.value)

// expect: 40
// expect: 10
