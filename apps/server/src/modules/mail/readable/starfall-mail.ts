/** An HTML-only game mail as ESPs send it: preheader, banner, layout tables, button, footer. */
export const STARFALL_HTML = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Starfall Reverie</title>
<style>@media (max-width:600px){.btn{width:100%!important}}</style></head>
<body style="margin:0;background:#0b0d17">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">Your Starfall security code is inside&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&#8203;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
 <table width="600" style="background:#ffffff">
  <tr><td><img src="https://cdn.example.com/banner.png" width="600" alt="Starfall Reverie banner"></td></tr>
  <tr><td style="padding:24px">
   <h1 style="text-transform:uppercase;font-size:22px">Starfall Reverie — Security Check</h1>
   <p>Hello Traveler,</p>
   <p>We received a request to sign in to your account from a new device. Your verification code is:</p>
  </td></tr>
  <tr><td align="center" style="font-size:32px;letter-spacing:8px;font-weight:bold">482913</td></tr>
  <tr><td style="padding:24px">
   <p>Or confirm your e-mail address with one click:</p>
   <table role="presentation" align="center"><tr>
    <td align="center" bgcolor="#6c4cf1" style="border-radius:6px">
     <a href="https://account.starfall.example/email/verify?token=eyJhbGciOi&amp;lang=en" target="_blank"
        style="display:inline-block;padding:14px 28px;color:#ffffff;text-decoration:none">Verify email</a>
    </td></tr></table>
   <p>The code expires in&nbsp;30&nbsp;minutes. If you did not request it, you can ignore this e-mail.</p>
  </td></tr>
  <tr><td style="font-size:11px;color:#888">
   <a href="https://starfall.example/mail/unsubscribe?u=9f2c">Unsubscribe</a> ·
   <a href="https://starfall.example/privacy">Privacy Policy</a> ·
   <a href="https://twitter.com/starfall">Twitter</a><br>
   © 2026 Starfall Games Ltd.
  </td></tr>
 </table>
</td></tr></table>
<img src="https://t.starfall.example/open.gif?m=77" width="1" height="1" alt="">
</body></html>`;
