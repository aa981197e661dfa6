//! The JSON Lines loop shared by the subcommands: a failed line gets an error object on its own
//! output line, the run goes on, and the exit status says whether any line failed.
//!
//! Lines are read as bytes, at most `MAX_LINE` of them kept: a line that is longer, or that is
//! not UTF-8, is answered with its own error object (`too-large`, as every boundary refuses a
//! longer input; `not-utf8`) like any other bad line, and the next line is read
//! (docs/limits.md). Answers are flushed whenever the input
//! waiting to be read runs out, so that a line sent alone is answered at once.

use std::fmt;
use std::io::{BufRead, ErrorKind, Write};
use std::process::ExitCode;
use tablier::notation::requests::ErrorLineJson;
use tablier::Error;

/// One output line: the answer, or an error.
pub type Answer = Result<String, Error>;

/// The longest input line the subcommands read, in bytes (without its end of line): the one
/// limit of every boundary, 1 MiB. A longer line is skipped unread.
pub const MAX_LINE: usize = tablier::notation::MAX_INPUT;

/// Input the command line refuses before any subcommand sees it: a line too long (the engine's
/// `too-large`), or bytes that are not UTF-8 (`not-utf8`, the command line's own code: the
/// package takes JavaScript strings, which are always text).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputError {
    /// The bytes are not UTF-8; `at` is the offset of the first bad byte.
    NotUtf8 { line: usize, at: usize },
    /// The line is longer than a boundary reads (`Error::TooLarge`, its size counted while it
    /// was skipped); `line` is its number.
    TooLarge { line: usize, error: Error },
}

impl InputError {
    /// A stable kebab-case code.
    pub fn code(&self) -> &'static str {
        match self {
            InputError::NotUtf8 { .. } => "not-utf8",
            InputError::TooLarge { error, .. } => error.code(),
        }
    }

    /// The error object of a refused input line.
    pub fn to_json(&self) -> String {
        ErrorLineJson::line(self.code(), self.to_string(), None)
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InputError::NotUtf8 { line, at } => write!(
                f,
                "input line {line} is not UTF-8 text (a bad byte at offset {at})"
            ),
            InputError::TooLarge { line, error } => match error {
                Error::TooLarge { size, limit } => write!(
                    f,
                    "input line {line} is {size} bytes long: at most {limit} bytes are read"
                ),
                e => write!(f, "input line {line}: {e}"),
            },
        }
    }
}

/// A refusal as the package gives it (`tablier::notation::error_text`: its code, message and
/// fields), under `error`.
pub fn error_json(e: &Error) -> String {
    // `error_text` is one JSON object: put under `error` as it stands.
    format!("{{\"error\":{}}}", tablier::notation::error_text(e))
}

/// What `read_line` found.
#[derive(Debug, PartialEq, Eq)]
pub enum Read {
    /// A line of at most the limit, now in the buffer without its `\n` (or `\r\n`).
    Line,
    /// A line over the limit, skipped: its length in bytes. The buffer is empty.
    TooLong(usize),
    /// The end of the input.
    End,
}

/// Reads one line into `buf`, keeping at most `limit` bytes: the rest of a longer line is
/// consumed and dropped as it comes, so that no line is ever held whole.
pub fn read_line(
    input: &mut impl BufRead,
    buf: &mut Vec<u8>,
    limit: usize,
) -> std::io::Result<Read> {
    buf.clear();
    let mut seen = 0usize;
    let mut any = false;
    loop {
        let chunk = match input.fill_buf() {
            Ok(c) => c,
            Err(e) if e.kind() == ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            break;
        }
        any = true;
        let (content, used, ended) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (&chunk[..i], i + 1, true),
            None => (chunk, chunk.len(), false),
        };
        seen = seen.saturating_add(content.len());
        if seen <= limit {
            buf.extend_from_slice(content);
        } else if !buf.is_empty() {
            // Over the limit: what was kept goes, and nothing more is kept.
            *buf = Vec::new();
        }
        input.consume(used);
        if ended {
            break;
        }
    }
    if !any {
        return Ok(Read::End);
    }
    if seen > limit {
        return Ok(Read::TooLong(seen));
    }
    if buf.last() == Some(&b'\r') {
        buf.pop();
    }
    Ok(Read::Line)
}

/// The text of one input line, or the error object that answers it.
pub fn line_text(read: Read, buf: &[u8], line: usize) -> Result<&str, InputError> {
    match read {
        Read::TooLong(size) => Err(InputError::TooLarge {
            line,
            error: Error::TooLarge {
                size,
                limit: MAX_LINE,
            },
        }),
        _ => std::str::from_utf8(buf).map_err(|e| InputError::NotUtf8 {
            line,
            at: e.valid_up_to(),
        }),
    }
}

pub fn each_line(run: fn(&str) -> Answer) -> ExitCode {
    // Our own buffer, to see when it runs dry: the answers so far are flushed before the next
    // read can block, so that a program that writes a line and waits for its answer gets it,
    // while a batch is still written in large blocks.
    let mut input = std::io::BufReader::with_capacity(1 << 16, std::io::stdin());
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut failed = false;
    let mut buf = Vec::new();
    let mut number = 0usize;
    loop {
        if input.buffer().is_empty() && out.flush().is_err() {
            return ExitCode::from(2);
        }
        let read = match read_line(&mut input, &mut buf, MAX_LINE) {
            Ok(Read::End) => break,
            Ok(r) => r,
            Err(e) => {
                eprintln!("tablier: cannot read input: {e}");
                return ExitCode::from(2);
            }
        };
        number += 1;
        let text = match line_text(read, &buf, number) {
            Ok(line) if line.trim().is_empty() => continue,
            Ok(line) => match run(line) {
                Ok(s) => s,
                Err(e) => {
                    failed = true;
                    error_json(&e)
                }
            },
            Err(e) => {
                failed = true;
                e.to_json()
            }
        };
        if writeln!(out, "{text}").is_err() {
            return ExitCode::from(2);
        }
    }
    if out.flush().is_err() {
        return ExitCode::from(2);
    }
    if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(input: &[u8], limit: usize) -> Vec<(Read, Vec<u8>)> {
        // A tiny buffer, so that lines span many `fill_buf` chunks.
        let mut r = std::io::BufReader::with_capacity(3, input);
        let mut buf = Vec::new();
        let mut out = Vec::new();
        loop {
            match read_line(&mut r, &mut buf, limit).unwrap() {
                Read::End => return out,
                x => out.push((x, buf.clone())),
            }
        }
    }

    #[test]
    fn lines_end_at_newline_and_crlf() {
        let got = all(b"ab\r\ncd\n\nlast", 10);
        let want: Vec<(Read, Vec<u8>)> = vec![
            (Read::Line, b"ab".to_vec()),
            (Read::Line, b"cd".to_vec()),
            (Read::Line, b"".to_vec()),
            (Read::Line, b"last".to_vec()),
        ];
        assert_eq!(got, want);
    }

    #[test]
    fn a_long_line_is_skipped_and_the_next_read() {
        let got = all(b"12345\n123456789\nok\n", 5);
        assert_eq!(got[0], (Read::Line, b"12345".to_vec()));
        assert_eq!(got[1], (Read::TooLong(9), Vec::new()));
        assert_eq!(got[2], (Read::Line, b"ok".to_vec()));
        assert_eq!(got.len(), 3);
    }

    #[test]
    fn invalid_utf8_is_an_error_with_its_offset() {
        assert_eq!(
            line_text(Read::Line, b"ab\xff", 3),
            Err(InputError::NotUtf8 { line: 3, at: 2 })
        );
        assert_eq!(line_text(Read::Line, "é".as_bytes(), 1), Ok("é"));
    }
}
