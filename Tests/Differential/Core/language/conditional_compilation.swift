// #if DEBUG is true in the debug build Shapebook models; #else branches are not compiled.
#if DEBUG
let mode = "debug"
#else
let mode = "release"
#endif
print(mode)
#if os(Linux) || os(macOS)
print("known os")
#endif
#if DEBUG && false
print("never")
#elseif DEBUG
print("elseif branch")
#endif

// expect: debug
// expect: known os
// expect: elseif branch
