/**
 * What a person reads in a received HTML mail, and the link it asks them to follow to verify
 * or sign in. Both are pure, read only the HTML they are given and stay linear on hostile
 * input: the work is capped, and the markup is read by htmlparser2's streaming tokenizer with
 * an explicit stack (its Parser keeps its stack with `unshift`, which turns 2 MB of nested
 * `<div>`s into a minute of work).
 *
 * Decisions:
 * - Images are dropped, alt text included: in a mail it is mostly "logo", "banner" or a
 *   tracking pixel. (The link finder does read an image's alt inside a link: an image button.)
 * - Hidden elements (`hidden`, `display:none`, `visibility:hidden`, `opacity:0`, a zero height
 *   with `overflow:hidden`) are dropped, the preheader among them: nobody sees it in the mail,
 *   it repeats the body or pads it with invisible characters. `mso-hide:all` is kept: it hides
 *   only in Outlook, and is what every other client shows.
 * - `<script>`, `<style>`, `<title>`, `<template>`, comments (Outlook's conditional ones too),
 *   SVG, MathML and embedded objects are dropped. `<head>` itself is not: all it holds that
 *   has text is dropped anyway, and a mail that never closes it would otherwise lose its body.
 * - Blocks go on their own lines, paragraphs, headings and lists apart by one blank line,
 *   table cells on one line apart by a tab: a code in its own cell stands apart from its label.
 */

export { readableText } from './readable-text.ts';
export { findVerificationLink } from './verification-link.ts';
export { readMailHtml } from './mail-html.ts';
