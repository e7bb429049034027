// min passed as a function needs Comparable elements.
print("this program must not run")
struct W { var a: Int }
let ws = [W(a: 1), W(a: 2)]
print(ws.reduce(ws[0], min))

// expect error: global function 'min' requires that 'W' conform to 'Comparable'
