// The refusals every form of a signed-in member shares, whatever its act.
export const FORM_ERRORS = ['need_login', 'invalid_body', 'invalid_act', 'bad_origin', 'rate_limited'] as const;
