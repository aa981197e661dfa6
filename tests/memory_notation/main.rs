//! The memory the compact notation takes to read a long line, mirroring `src/notation/compact/`
//! (`long_lines`). A binary of its own, apart from `tests/notation/`: its counting allocator is
//! the binary's global allocator, and any other test running beside it would fall into the count.

mod long_lines;
