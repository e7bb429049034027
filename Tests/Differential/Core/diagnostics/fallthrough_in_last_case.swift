// `fallthrough` from the last case of a switch.
print("this program must not run")
let n = 2
switch n {
case 1: print("one")
default:
    print("other")
    fallthrough
}

// expect error: 'fallthrough' without a following 'case' or 'default' block
