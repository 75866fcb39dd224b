DROP TRIGGER user_profiles_keep_one_admin ON public.user_profiles;
DROP FUNCTION public.keep_one_admin();
