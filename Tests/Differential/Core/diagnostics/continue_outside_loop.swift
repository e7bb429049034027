// `continue` outside a loop.
print("this program must not run")
let values = [1, 2, 3]
values.forEach { v in
    if v == 2 { continue }
    print(v)
}

// expect error: 'continue' is only allowed inside a loop
