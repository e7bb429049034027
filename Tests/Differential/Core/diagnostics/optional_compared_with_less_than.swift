// An optional compared with `>` must be unwrapped first.
print("this program must not run")
let best = [3, 7, 5].max()
if best > 4 {
    print("big")
}

// expect error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
