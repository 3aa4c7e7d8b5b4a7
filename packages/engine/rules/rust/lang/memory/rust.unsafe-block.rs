fn read_u32(p: *const u8) -> u32 {
    // vigil: rust.unsafe-block
    unsafe { *(p as *const u32) }
}

fn to_slice<'a>(p: *const u8, n: usize) -> &'a [u8] {
    // vigil: rust.unsafe-block
    unsafe { std::slice::from_raw_parts(p, n) }
}

fn len(v: &[u8]) -> usize {
    // vigil-ok: rust.unsafe-block
    unsafe { libc_strlen_checked(v) }
}

fn safe_sum(v: &[u32]) -> u32 {
    // vigil-ok: rust.unsafe-block
    v.iter().map(|x| *x).sum()
}
